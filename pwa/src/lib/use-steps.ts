import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * 0 until `ready`, then 1, 2, … up to `steps`, one more after each paint, each in a transition: parts
 * below the fold mount one per commit, so no single commit (which React cannot split) holds them all,
 * a long task on a slow phone that a tap would wait behind.
 */
export function useStepsAfterPaint(ready: boolean, steps: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= steps) return;
    return afterNextPaint(() => startTransition(() => setShown((s) => Math.min(steps, s + 1))));
  }, [ready, shown, steps]);
  return ready ? shown : 0;
}
