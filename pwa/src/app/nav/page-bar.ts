import { useLayoutEffect, useState } from 'react';

export const PAGE_BAR_ID = 'page-bar';

/**
 * The element inside the sticky header where a screen may portal a compact bar of its own controls;
 * null until the header has rendered it. Found before the first paint, so the controls never show in
 * the page and then jump into the header (a layout shift on every crew start).
 */
export function usePageBar(): HTMLElement | null {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setEl(document.getElementById(PAGE_BAR_ID)), []);
  return el;
}
