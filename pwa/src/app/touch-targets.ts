/** Imports nothing: the theme styles these and the e2e layout check measures them. */

/** The controls a thumb must hit on a touch screen (the e2e layout check measures the same list). */
export const TOUCH_CONTROLS = [
  'button',
  'select',
  'textarea',
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])',
  '[role="button"]:not(.leaflet-container *)',
  '[role="menuitem"]',
  '[role="tab"]',
  'nav a',
  '#mobile-nav a',
  '[data-scope="checkbox"][data-part="root"]',
  '[data-scope="radio-group"][data-part="item"]',
].join(', ');
export const TOUCH_SQUARE_CONTROLS = 'button, [role="button"]:not(.leaflet-container *)';
