/**
 * The confirmation page's tracking link travels in router state and in sessionStorage, so a reload of
 * /signup/confirmation still shows the customer's own link (and nothing leaks past the tab's life).
 */
export interface SignupTrackingLink {
  trackingToken: string;
  trackingUrl: string;
}

const KEY = 'bin-valet.signup-tracking';

const isLink = (value: unknown): value is SignupTrackingLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SignupTrackingLink).trackingToken === 'string' &&
  typeof (value as SignupTrackingLink).trackingUrl === 'string';

export function saveTrackingLink(link: SignupTrackingLink): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(link));
  } catch {
    // Private mode or full storage: router state still carries the link for this visit.
  }
}

export function readTrackingLink(state: unknown): SignupTrackingLink | null {
  if (isLink(state)) return state;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isLink(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Same-origin path of the tracking page, so the link works on whatever address the page was opened at. */
export const trackingPath = (link: SignupTrackingLink) => `/track/${encodeURIComponent(link.trackingToken)}`;
