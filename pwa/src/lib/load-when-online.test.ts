// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const failingTimes = (n: number) => {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= n) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  });
};
const tick = () => new Promise((r) => setTimeout(r, 20));

describe('loadWhenOnline', () => {
  it('resolves at once when the chunk loads', async () => {
    await expect(loadWhenOnline(async () => 'module')).resolves.toBe('module');
  });

  it('does not ask for the chunk while the browser is offline, and loads it when it is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = failingTimes(0);
    const loaded = loadWhenOnline(load);
    await tick();
    expect(load).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks at once while offline when a service worker controls the page (its cache holds the chunks)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    try {
      await expect(loadWhenOnline(async () => 'module')).resolves.toBe('module');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('waits through a failure and loads again when the browser is back online', async () => {
    const load = failingTimes(1);
    let settled = false;
    const loaded = loadWhenOnline(load).then((m) => {
      settled = true;
      return m;
    });
    await tick();
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a while when no online event comes (the server was down, not the network)', async () => {
    vi.useFakeTimers();
    const load = failingTimes(2);
    const loaded = loadWhenOnline(load, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
