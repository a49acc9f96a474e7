import { useLayoutEffect, useState } from 'react';
import { PAGE_BAR_ID, PRERENDERED_ID } from '../page-html';

export { PAGE_BAR_ID };

/**
 * The element inside the sticky header where a screen may portal a compact bar of its own controls;
 * null until the header has rendered it. Found before the first paint, so the controls never show in
 * the page and then jump into the header (a layout shift on every crew start).
 */
export function usePageBar(): HTMLElement | null {
  const [el, setEl] = useState<HTMLElement | null>(null);
  // The app's own header, not the one in the server's copy of the page, which goes when the app is up.
  useLayoutEffect(
    () =>
      setEl(
        [...document.querySelectorAll<HTMLElement>(`#${PAGE_BAR_ID}`)].find((b) => !b.closest(`#${PRERENDERED_ID}`)) ??
          null,
      ),
    [],
  );
  return el;
}
