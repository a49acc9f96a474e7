/**
 * The confirmation page's tracking link travels in router state and in sessionStorage, so a reload of
 * /signup/confirmation still shows the customer's own link (and nothing leaks past the tab's life).
 */
export interface SignupTrackingLink {
  trackingToken: string;
  trackingUrl: string;
  /** What was booked, for the confirmation's summary; absent on links saved before it existed. */
  booked?: BookedService;
}

/** The signup's choices as the confirmation page repeats them. */
export interface BookedService {
  binsToCurbDay: string;
  collectionDay: string;
  binsToResidenceDay: string;
  /** '2 Garbage', '1 Recycling'. */
  bins: string[];
  startDate: string | null;
  endDate: string | null;
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

const isBooked = (value: unknown): value is BookedService =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as BookedService).bins) &&
  typeof (value as BookedService).collectionDay === 'string';

/** The link with its summary, dropping a summary that is not one (storage is the user's to edit). */
const clean = (link: SignupTrackingLink): SignupTrackingLink => ({
  trackingToken: link.trackingToken,
  trackingUrl: link.trackingUrl,
  booked: isBooked(link.booked) ? link.booked : undefined,
});

export function readTrackingLink(state: unknown): SignupTrackingLink | null {
  if (isLink(state)) return clean(state);
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isLink(parsed) ? clean(parsed) : null;
  } catch {
    return null;
  }
}

/** Same-origin path of the tracking page, so the link works on whatever address the page was opened at. */
export const trackingPath = (link: SignupTrackingLink) => `/track/${encodeURIComponent(link.trackingToken)}`;
