// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStepsAfterPaint } from './use-steps';

// Unmounted after each test: a hook left mounted keeps its frame timers running after jsdom is gone.
afterEach(cleanup);

describe('useStepsAfterPaint', () => {
  it('shows nothing until ready, then one more part per commit up to all of them', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ ready }) => {
        const shown = useStepsAfterPaint(ready, 3);
        seen.push(shown);
        return shown;
      },
      { initialProps: { ready: false } },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toBe(0);
    rerender({ ready: true });
    await waitFor(() => expect(result.current).toBe(3));
    // Never two parts in one commit.
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toBe(3);
  });
});
