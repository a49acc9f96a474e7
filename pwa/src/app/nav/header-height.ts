import { type RefObject, useEffect } from 'react';

/** The CSS variable phone toasts read to drop just below the sticky header, never over its controls. */
export const HEADER_HEIGHT_VAR = '--app-header-h';

/** Keeps HEADER_HEIGHT_VAR equal to the header's height as it grows (menu open, a screen's bar, a wrapped badge). */
export function useHeaderHeightVar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    // The observer reports the first size too, once the browser has laid the page out anyway: measuring
    // here forced a layout of the whole first screen inside its start-up task (~50 ms at 4x CPU).
    const watch = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height;
      root.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(height)}px`);
    });
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [ref]);
}
