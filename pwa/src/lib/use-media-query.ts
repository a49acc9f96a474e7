import { useSyncExternalStore } from 'react';

/** A browser without media queries (or a test's DOM) is taken as a narrow screen. */
const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = media(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );
}

/** Chakra's `md` breakpoint and up: the screens where nothing is folded behind "More". */
export const WIDE_SCREEN = '(min-width: 48em)';
