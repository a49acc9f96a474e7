import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Chakra's `md` breakpoint and up: the screens where nothing is folded behind "More". */
export const WIDE_SCREEN = '(min-width: 48em)';
