/** Business constants and limits, shared by the server and the PWA. */
export const BIN_QTY_MIN = 1;
export const BIN_QTY_MAX = 3;
export const SERVICE_RATE_MIN = 1;
export const SERVICE_RATE_MAX = 50;
/** A customer's access text (gate code, dogs, where the bins are): every crew phone downloads it. */
export const ACCESS_NOTES_MAX = 500;
export const SERVICE_RATE_DEFAULT = 5;
export const PUBLIC_MONTHLY_PRICE = 30;
export const FREE_JOBS = 2;

export const SERVICE_LENGTH_MONTHS = [1, 3, 6, 12] as const;
export const DAYS_PER_MONTH = 30.44;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_HASH_MAX = 255;
export const ROLE_STATUS_MAX = 20;
export const PHONE_MIN_DIGITS = 10;
export const ZIP_MIN = 5;
export const STATE_MIN = 2;

export const PAGE_SIZE = 12;
export const MAX_PAGE_BUTTONS = 5;
export const DASHBOARD_SEARCH_RESULTS = 5;
export const RECENT_PAYMENTS = 3;
export const PROFILE_TIME_OFF = 3;
export const RECENT_SERVICES = 10;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const CREW_TASK_RETRIES = 3;
export const MINUTES_PER_TASK = 7;
export const RANGE_DAYS = [1, 7, 14] as const;
export const CALENDAR_BUSY_MIN = 5;
export const CALENDAR_HEAVY_MIN = 10;

export const ROLE_BADGE_COLORS = {
  manager: 'purple',
  customer_service: 'orange',
  crew: 'green',
  admin: 'purple',
} as const;

export const MAP_CENTER = { lat: 47.64, lng: -122.4 } as const;
export const MAP_FALLBACK = { lat: 47.6422, lng: -122.4036 } as const;
export const MAP_ZOOM = { default: 15, min: 12, max: 18 } as const;
export const MAP_HEIGHT_PX = 768;

export const RELATIVE_WEEKS_AFTER_DAYS = 7;
export const RELATIVE_MONTHS_AFTER_DAYS = 30;
export const RELATIVE_YEARS_AFTER_DAYS = 365;

/** BUSINESS_TZ's default (docs/architecture.md §8); the PWA uses it until it has heard the server's. */
export const DEFAULT_BUSINESS_TZ = 'America/Los_Angeles';

export const SESSION_CACHE_MS = 300_000;
export const BACK_TO_TOP_PX = 300;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const QUERY_CACHE_MS = 300_000;

/** Completions farther than this from the customer's coordinates are flagged (docs/architecture.md §6). */
export const COMPLETION_DISTANCE_WARNING_M = 150;

/** Login rate limit (docs/architecture.md §7.3): failures per username+address inside the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const SESSION_DAYS = 14;
/** A session ends this long after sign-in, however often its token was refreshed. */
export const SESSION_ABSOLUTE_DAYS = 30;
/** Failed logins one address may have checked in the login window, across usernames. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;

/** Sync working set window of a crew phone (docs/architecture.md §4.4). */
export const WORKING_SET_DAYS_BACK = 14;
export const WORKING_SET_DAYS_AHEAD = 28;
/** An office browser replicates the whole company, so over a short window; other dates are online reads. */
export const OFFICE_WINDOW_DAYS_BACK = 1;
export const OFFICE_WINDOW_DAYS_AHEAD = 7;
/** Open-ended active periods keep this many weeks of jobs ahead (docs/architecture.md §5.2). */
export const OPEN_PERIOD_WEEKS_AHEAD = 8;

/** How far ahead a customer may ask for a collection on the tracking page. */
export const COLLECTION_REQUEST_DAYS_AHEAD = 90;

/** English month names, January first (dates shown in the PWA, FREE_TRIAL_MONTH on the server). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
