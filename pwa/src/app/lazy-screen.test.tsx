// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

const Hello = () => <p>Hello crew</p>;

describe('lazyScreen', () => {
  it('renders at once, without the fallback, when its chunk was preloaded', async () => {
    const Screen = lazyScreen(async () => ({ default: Hello }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Hello crew')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until its chunk arrives when it was not preloaded, loading it once', async () => {
    let resolve: (m: { default: typeof Hello }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    // React keeps a fallback it has just shown for 300 ms before it reveals the content.
    expect(await screen.findByText('Hello crew', undefined, { timeout: 2000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts reading its data with the chunk', async () => {
    const prefetch = vi.fn();
    const Screen = lazyScreen(async () => ({ default: Hello }), prefetch);
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
