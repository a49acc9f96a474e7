import { type RefObject, useEffect } from 'react';

/** The CSS variable phone toasts read to drop just below the sticky header, never over its controls. */
export const HEADER_HEIGHT_VAR = '--app-header-h';

/** Keeps HEADER_HEIGHT_VAR equal to the header's height as it grows (menu open, a screen's bar, a wrapped badge). */
export function useHeaderHeightVar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    const set = () => root.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [ref]);
}
