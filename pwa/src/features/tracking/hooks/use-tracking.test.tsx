// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOWER_CARDS_WAIT_MS, lowerCardKeys, useLowerCardsReady } from './use-tracking';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(answer: (path: string) => Promise<unknown>) {
  const asked: string[] = [];
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: ({ queryKey }) => {
          const path = queryKey.join('/');
          asked.push(path);
          return answer(path);
        },
      },
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, asked, wrapper };
}

describe('the tracking page lower cards', () => {
  it('show once every read below the fold is in the cache, a failed one included', async () => {
    const { client, asked, wrapper } = setup(async (path) => {
      if (path.endsWith('billing')) throw new Error('billing is off');
      return { path };
    });
    const { result, rerender } = renderHook(({ ready }) => useLowerCardsReady('tok', ready), {
      wrapper,
      initialProps: { ready: false },
    });
    expect(result.current).toBe(false);
    expect(asked).toEqual([]);
    rerender({ ready: true });
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(asked).toHaveLength(4);
    expect(client.getQueryData([...lowerCardKeys('tok').selfService])).toEqual({ path: 'api/track/tok/self-service' });
  });

  it('show after a while even when one read hangs', async () => {
    vi.useFakeTimers();
    const { wrapper } = setup((path) => (path.endsWith('preferences') ? new Promise(() => {}) : Promise.resolve({})));
    const { result } = renderHook(() => useLowerCardsReady('tok', true), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOWER_CARDS_WAIT_MS - 100);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(result.current).toBe(true);
  });
});
