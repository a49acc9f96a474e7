import { startTransition, useEffect, useState } from 'react';

/**
 * 0 until `ready`, then 1, 2, … up to `steps`, one more after each paint, each in a transition: parts
 * below the fold mount one per commit, so no single commit (which React cannot split) holds them all,
 * a long task on a slow phone that a tap would wait behind.
 */
export function useStepsAfterPaint(ready: boolean, steps: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!ready || shown >= steps) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the next paint, a task queued from it after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((s) => Math.min(steps, s + 1))));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, shown, steps]);
  return ready ? shown : 0;
}
