import { useLayoutEffect } from 'react';

const CONTROLS = 'input, textarea, select, button, a[href]';

/**
 * Rendered beside a screen, inside its Suspense boundary, so it mounts only when the screen itself does:
 * the build's prerendered copy of the page (#prerendered, read-only) goes in the same frame, never
 * leaving a gap, and a field someone had tapped into keeps the focus in the app's own copy of it.
 */
export function ReplacesPrerendered() {
  useLayoutEffect(() => {
    const copy = document.getElementById('prerendered');
    if (!copy) return;
    const focused = [...copy.querySelectorAll(CONTROLS)].indexOf(document.activeElement as Element);
    copy.remove();
    if (focused < 0) return;
    const app = document.getElementById('root');
    const same = app?.querySelectorAll<HTMLElement>(CONTROLS)[focused];
    same?.focus();
  }, []);
  return null;
}
