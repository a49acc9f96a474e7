/**
 * A window event the dashboard fires after approving or declining a collection request, so the
 * navigation's pending count follows at once instead of at its next minute's read.
 */
export const REQUESTS_CHANGED = 'bv:collection-requests-changed';

export const announceRequestsChanged = () => window.dispatchEvent(new Event(REQUESTS_CHANGED));

/** Fired after a manager decides a time-off request, so the People link's waiting count follows at once. */
export const TIME_OFF_CHANGED = 'bv:time-off-changed';

export const announceTimeOffChanged = () => window.dispatchEvent(new Event(TIME_OFF_CHANGED));
