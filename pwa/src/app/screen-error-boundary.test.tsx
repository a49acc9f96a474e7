// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenBoundary } from './screen-error-boundary';
import { crewSystem } from './theme';

afterEach(cleanup);
beforeEach(() => {
  // React reports the caught error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Throws the way the crew dashboard did when a date came out as 11/26/2026. */
function Broken(): never {
  throw new RangeError('Invalid time value');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/broken',
        element: (
          <ScreenBoundary>
            <Broken />
          </ScreenBoundary>
        ),
      },
      {
        path: '/fine',
        element: (
          <ScreenBoundary>
            <p>Route of the day</p>
          </ScreenBoundary>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={crewSystem()}>
      <p>Outside the screen</p>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

describe('a screen that fails to render', () => {
  it('shows a sentence and a Reload button, and leaves the rest of the page mounted', () => {
    renderAt('/broken');
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be shown');
    expect(screen.getByText(/Changes saved on this device are kept/)).toBeTruthy();
    expect(screen.getByText('Outside the screen')).toBeTruthy();
  });

  it('reloads the page when Reload is pressed', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderAt('/broken');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('tries again on another address', async () => {
    const router = renderAt('/broken');
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('Route of the day')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
