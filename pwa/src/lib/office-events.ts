/**
 * A window event the dashboard fires after approving or declining a collection request, so the
 * navigation's pending count follows at once instead of at its next minute's read.
 */
export const REQUESTS_CHANGED = 'bv:collection-requests-changed';

export const announceRequestsChanged = () => window.dispatchEvent(new Event(REQUESTS_CHANGED));
