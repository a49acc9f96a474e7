import { useLayoutEffect } from 'react';
import { PRERENDERED_ID } from './page-html';

const CONTROLS = 'input, textarea, select, button, a[href]';

/**
 * Rendered beside a screen, inside its Suspense boundary, so it mounts only when the screen itself does:
 * the build's prerendered copy of the page (#prerendered, read-only) goes in the same frame, never
 * leaving a gap, and a field someone had tapped into keeps the focus in the app's own copy of it.
 */
export function ReplacesPrerendered() {
  useLayoutEffect(() => {
    const copy = document.getElementById(PRERENDERED_ID);
    if (!copy || copy.hidden) return;
    const focused = [...copy.querySelectorAll(CONTROLS)].indexOf(document.activeElement as Element);
    // Hidden in this commit (the app's root shows once the copy is hidden) and taken out of the page when
    // the phone is idle: taking out a laid-out copy of the whole screen made the commit that shows the
    // app a long task, and a hidden one goes at almost no cost.
    copy.hidden = true;
    whenIdle(() => copy.remove());
    if (focused < 0) return;
    const app = document.getElementById('root');
    const same = app?.querySelectorAll<HTMLElement>(CONTROLS)[focused];
    same?.focus();
  }, []);
  return null;
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
