/**
 * Left / Right arrow keys move the route planner's date by its range, but never while the
 * user is typing or working inside a dialog or the map (Leaflet pans with the arrow keys).
 */

/** Minimal shape of an element, so the rule is testable without a DOM. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True when the focused element takes text (input, textarea, select, contenteditable). */
export function isTextField(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.tagName && TEXT_TAGS.has(target.tagName.toUpperCase())) return true;
  return target.isContentEditable === true;
}

export interface KeyLike {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
}

/** -1 for ArrowLeft, 1 for ArrowRight, null when the key should be left alone. */
export function arrowDirection(event: KeyLike, focused: KeyTarget | null | undefined): -1 | 1 | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (isTextField(focused)) return null;
  if (focused?.closest?.('[role="dialog"], [role="alertdialog"], .leaflet-container')) return null;
  return event.key === 'ArrowLeft' ? -1 : 1;
}
