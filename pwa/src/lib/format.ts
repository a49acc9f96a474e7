import {
  type AvailabilityStatus,
  type CustomerStatus,
  type MessageStatus,
  type PaymentStatus,
  RELATIVE_MONTHS_AFTER_DAYS,
  RELATIVE_WEEKS_AFTER_DAYS,
  RELATIVE_YEARS_AFTER_DAYS,
  type ServicePeriodStatus,
  type ServiceTrackingStatus,
  type TaskStatus,
  type TimeOffStatus,
  type TRACKING_CUSTOMER_STATUSES,
} from '@bin-valet/schema';
import { differenceInMonths } from 'date-fns';
import { calendarDaysBetween, formatPattern, isValidDate, localDay } from './date-pattern';

/**
 * The one formatting module for dates, phones and labels. Date-only strings (yyyy-MM-dd)
 * are parsed as local calendar days so they never shift by a zone.
 */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return isValidDate(value) ? value : null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? localDay(value) : new Date(value);
  return isValidDate(d) ? d : null;
}

/** 'MMM d, yyyy', or the fallback (a dash by default, 'Not set' where the spec says so). */
export function formatDate(value: string | Date | null | undefined, pattern = 'MMM d, yyyy', fallback = '-'): string {
  const d = toDate(value);
  return d ? formatPattern(d, pattern) : fallback;
}

export const formatDateOrNotSet = (value: string | Date | null | undefined, pattern = 'MMM d, yyyy') =>
  formatDate(value, pattern, 'Not set');

/** yyyy-MM-dd of a local Date. */
export const isoDay = (d: Date) => formatPattern(d, 'yyyy-MM-dd');

const digits = (s: string) => s.replace(/\D/g, '');

/** (xxx) xxx-xxxx for 10 digits, else the raw value (admin and employee pages). */
export function formatPhoneParens(phone: string | null | undefined): string {
  if (!phone) return '';
  const d = digits(phone);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

/** xxx-xxx-xxxx for 10 digits, else the raw value (tracking page and customer detail). */
export function formatPhoneDashes(phone: string | null | undefined): string {
  if (!phone) return '';
  const d = digits(phone);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Customer-since age: Today, Yesterday, N days ago (< 7), N weeks ago (< 30),
 * N months ago (< 365), N years ago.
 */
export function relativeAge(value: string | Date | null | undefined, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return '';
  const days = calendarDaysBetween(now, d);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < RELATIVE_WEEKS_AFTER_DAYS) return `${days} days ago`;
  if (days < RELATIVE_MONTHS_AFTER_DAYS) return `${plural(Math.floor(days / 7), 'week')} ago`;
  if (days < RELATIVE_YEARS_AFTER_DAYS) return `${plural(Math.max(1, Math.floor(days / 30)), 'month')} ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}

/**
 * Hire-date age: Today, '3 days ago', '2 weeks ago', '1 month ago', '1 year 2 months ago';
 * switches at 7 days, 30 days and 12 months.
 */
export function hireAge(value: string | Date | null | undefined, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return 'No date';
  const days = calendarDaysBetween(now, d);
  if (days <= 0) return 'Today';
  if (days < RELATIVE_WEEKS_AFTER_DAYS) return `${plural(days, 'day')} ago`;
  if (days < RELATIVE_MONTHS_AFTER_DAYS) return `${plural(Math.floor(days / 7), 'week')} ago`;
  const months = Math.max(1, differenceInMonths(now, d));
  if (months < 12) return `${plural(months, 'month')} ago`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest ? `${plural(years, 'year')} ${plural(rest, 'month')} ago` : `${plural(years, 'year')} ago`;
}

export const CONTACT_LABELS: Record<string, string> = { both: 'Text & Call', text: 'Text Only', call: 'Call Only' };
export const contactLabel = (method: string | null | undefined) => (method ? (CONTACT_LABELS[method] ?? method) : '');

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  manager: 'Manager',
  customer_service: 'Customer Service',
  crew: 'Crew',
};
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

/** Task types as the crew and the office screens name them. */
export const TASK_TYPE_LABELS: Record<string, string> = {
  take_to_curb: 'Bins to Curb',
  return_to_house: 'Bins to House',
};

/** The route planner's directions: the way back is 'Bins to Residence' there. */
export const ROUTE_DIRECTION_LABELS: Record<string, string> = {
  take_to_curb: 'Bins to Curb',
  return_to_house: 'Bins to Residence',
};

/** The customer's tracking page words for the same two task types. */
export const TRACKING_TASK_LABELS: Record<string, string> = {
  take_to_curb: 'Take to Curb',
  return_to_house: 'Return to House',
};

/** How a change the server did not apply is named in the 'not applied' notice ('Complete: Bins to Curb'). */
export function intentSummary(
  intent: { name: string; args: unknown },
  task?: { taskType: string } | undefined,
): string {
  const what =
    intent.name === 'setTaskStatus'
      ? (intent.args as { status?: string } | null)?.status === 'completed'
        ? 'Complete'
        : 'Mark Missed'
      : intent.name === 'addTaskNote'
        ? 'Add task note'
        : intent.name === 'setRouteOrder'
          ? 'Route order'
          : 'Add customer note';
  if (!task) return what;
  return `${what}: ${task.taskType === 'return_to_house' ? TASK_TYPE_LABELS.return_to_house : TASK_TYPE_LABELS.take_to_curb}`;
}

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
/** 'in_progress' → 'In Progress'. */
export const titleCase = (s: string) => s.split('_').map(cap).join(' ');

/** Weekday name for display: 'monday' → 'Monday'. */
export const weekdayLabel = (day: string | null | undefined) => (day ? cap(day) : '');

/** A job, task, payment or time-off status as every screen words it: 'in_progress' → 'In Progress'. */
export const statusLabel = (status: string) => titleCase(status);

/** Task status badge colours. */
export const TASK_STATUS_COLORS: Record<string, string> = {
  scheduled: 'blue',
  completed: 'green',
  missed: 'red',
  cancelled: 'gray',
} satisfies Record<TaskStatus, string>;

/** A customer's collection request, as the office reads it: a scheduled request is one the office approved. */
export const REQUEST_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for approval',
  scheduled: 'Approved',
  completed: 'Completed',
  missed: 'Missed',
  cancelled: 'Declined',
} satisfies Record<ServiceTrackingStatus, string>;

export const REQUEST_STATUS_COLORS: Record<string, string> = {
  pending: 'orange',
  scheduled: 'green',
  completed: 'green',
  missed: 'red',
  cancelled: 'red',
} satisfies Record<ServiceTrackingStatus, string>;

/** Badge colours for tracking statuses on the customer's page (scheduled blue, completed green, missed red). */
export const TRACKING_STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  scheduled: 'blue',
  completed: 'green',
  missed: 'red',
  cancelled: 'gray',
} satisfies Record<ServiceTrackingStatus, string>;

/** Account status colours on the tracking page. */
export const ACCOUNT_STATUS_COLORS: Record<string, string> = {
  active: 'green',
  pending: 'yellow',
  overdue: 'red',
  suspended: 'orange',
  cancelled: 'gray',
} satisfies Record<(typeof TRACKING_CUSTOMER_STATUSES)[number], string>;

/** A customer's account status in the office's list and page. */
export const CUSTOMER_STATUS_COLORS: Record<string, string> = {
  active: 'green',
  suspended: 'red',
  cancelled: 'gray',
} satisfies Record<CustomerStatus, string>;

/** A service schedule's status. */
export const PERIOD_STATUS_COLORS: Record<string, string> = {
  active: 'green',
  paused: 'orange',
  completed: 'blue',
  cancelled: 'gray',
} satisfies Record<ServicePeriodStatus, string>;

/** A customer message's delivery state. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  held: 'Held (quiet hours)',
  sent: 'Sent',
  failed: 'Failed',
  not_sent: 'Not sent',
};
export const MESSAGE_STATUS_COLORS: Record<MessageStatus, string> = {
  queued: 'blue',
  held: 'purple',
  sent: 'green',
  failed: 'red',
  not_sent: 'orange',
};

/** A recorded payment's status colours. */
export const PAYMENT_STATUS_COLORS: Record<string, string> = {
  completed: 'green',
  pending: 'orange',
  failed: 'red',
} satisfies Record<PaymentStatus, string>;

export const TIME_OFF_STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  approved: 'green',
  denied: 'red',
} satisfies Record<TimeOffStatus, string>;

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  on_job: 'On Job',
  unavailable: 'Unavailable',
  off_shift: 'Off Shift',
};
/** An employee's availability; none recorded reads as 'Available'. */
export const availabilityLabel = (s: string | null | undefined) =>
  s ? (AVAILABILITY_LABELS[s as AvailabilityStatus] ?? s) : 'Available';

/** '2 Garbage • 1 Compost • 1 Recycling' (each defaults to 1 when the bin type is needed). */
export function binSummary(c: {
  needsGarbage: boolean;
  garbageQty: number | null;
  needsCompost: boolean;
  compostQty: number | null;
  needsRecycling: boolean;
  recyclingQty: number | null;
}): string {
  const parts: string[] = [];
  if (c.needsGarbage) parts.push(`${c.garbageQty || 1} Garbage`);
  if (c.needsCompost) parts.push(`${c.compostQty || 1} Compost`);
  if (c.needsRecycling) parts.push(`${c.recyclingQty || 1} Recycling`);
  return parts.join(' • ');
}

/** 'Xh Ym' or 'Ym'. */
export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
