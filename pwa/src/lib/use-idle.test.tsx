// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Screen() {
  const idle = useIdle();
  const [taps, setTaps] = useState(0);
  return (
    <>
      <p>{idle ? 'menu ready' : 'first screen only'}</p>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Tapped {taps}
      </button>
    </>
  );
}

describe('useIdle', () => {
  it('mounts the later parts once the first screen has had its moment and the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    render(<Screen />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(screen.getByText('first screen only')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(screen.getByText('menu ready')).toBeTruthy();
  });

  it('keeps a tap made meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const { unmount } = render(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('menu ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tapped 1' })).toBeTruthy();
    unmount();
  });

  it('waits no more once its screen has gone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const { unmount } = render(<Screen />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    const waiting = vi.getTimerCount();
    unmount();
    expect(vi.getTimerCount()).toBe(waiting - 1);
  });
});
