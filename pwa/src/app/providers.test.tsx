// @vitest-environment jsdom
import { Button } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers';
import { notify } from './toaster';

afterEach(cleanup);

describe('the toast region', () => {
  it('is not drawn until a first toast, which it then shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    render(
      <Providers>
        <Button onClick={() => notify('Stop saved', 'Sent when the phone is online')}>Save</Button>
      </Providers>,
    );
    // Not even once the page is idle: mounting it restyles the whole page.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    vi.useRealTimers();
    await act(() => new Promise((done) => setTimeout(done, 500)));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stop saved')).toBeTruthy();
    expect(screen.getByText('Sent when the phone is online')).toBeTruthy();
    expect(document.querySelector('[data-scope="toast"]')).not.toBeNull();
  });
});
