import { useEffect, useState } from 'react';

export const PAGE_BAR_ID = 'page-bar';

/**
 * The element inside the sticky header where a screen may portal a compact bar of its own controls;
 * null until the header has rendered it.
 */
export function usePageBar(): HTMLElement | null {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => setEl(document.getElementById(PAGE_BAR_ID)), []);
  return el;
}
