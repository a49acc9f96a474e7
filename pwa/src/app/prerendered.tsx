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
    // Hidden in this commit (the app's root shows once the copy is hidden), taken out of the page once a
    // frame has dropped its layout: taking out a laid-out copy of the whole screen made the commit that
    // shows the app a long task, and a copy without layout goes at almost no cost.
    copy.hidden = true;
    // Its ids go at once: until the copy is out of the page, a link to #contact (the browser takes the
    // first element with the id) would jump to the hidden copy's section and not move at all.
    for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
    removeOnceUnlaid(copy);
    if (focused < 0) return;
    const app = document.getElementById('root');
    const same = app?.querySelectorAll<HTMLElement>(CONTROLS)[focused];
    same?.focus();
  }, []);
  return null;
}

/**
 * Removes the hidden copy once the browser has laid out a frame without it. A resize observer reports
 * right after that layout and, unlike timers, is not held back by a page's fake clock: until then the
 * copy's ids (e.g. #contact, which a link jumps to) are in the page twice.
 */
function removeOnceUnlaid(copy: HTMLElement): void {
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => remove()) : null;
  // A tab that draws no frame, or a browser without the observer.
  const fallback = setTimeout(() => remove(), observer ? 1000 : 0);
  function remove() {
    observer?.disconnect();
    clearTimeout(fallback);
    copy.remove();
  }
  observer?.observe(copy);
}
