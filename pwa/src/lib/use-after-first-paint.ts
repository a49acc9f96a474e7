import { startTransition, useEffect, useState } from 'react';

/**
 * False for the render that first shows a screen, then true, set in a transition: what the screen renders
 * only when it is true (the part below the fold) is rendered in slices after the first paint instead of
 * in the same long task, so a slow phone paints the top sooner and stays responsive.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (ready && !after) startTransition(() => setAfter(true));
  }, [ready, after]);
  return after;
}
