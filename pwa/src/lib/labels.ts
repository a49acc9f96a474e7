import type {
  AvailabilityStatus,
  CustomerStatus,
  MessageStatus,
  PaymentStatus,
  ServicePeriodStatus,
  ServiceTrackingStatus,
  TaskStatus,
  TimeOffStatus,
  TRACKING_CUSTOMER_STATUSES,
} from '@bin-valet/schema';

/**
 * The one place that words the app's codes (roles, task types, statuses, contact methods) and gives
 * status badges their colours, so every screen names a thing the same way.
 */

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

const TASK_CHANGE_WORDS: Record<string, string> = {
  completed: 'completed',
  missed: 'marked missed',
  cancelled: 'cancelled',
  scheduled: 'back to scheduled',
};

/** A task change as its success toast says it: where, then what happened ("12 Oak St: completed"). */
export const taskChangeTitle = (where: string, status: string) => `${where}: ${TASK_CHANGE_WORDS[status] ?? status}`;

/** Several crew taps the server applied at once, as one toast title. */
export function tapsAppliedTitle(changes: { where: string; status: string }[]): string {
  const [only] = changes;
  if (changes.length === 1 && only) return taskChangeTitle(only.where, only.status);
  return `${changes.length} stops saved: ${changes.map((c) => taskChangeTitle(c.where, c.status)).join('; ')}`;
}

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
          : intent.name === 'sendOnMyWay'
            ? 'On my way'
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
  trial: 'blue',
  paid: 'green',
  due: 'yellow',
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
  sent_by_hand: 'Sent by hand',
  dismissed: 'Dismissed',
};
export const MESSAGE_STATUS_COLORS: Record<MessageStatus, string> = {
  queued: 'blue',
  held: 'purple',
  sent: 'green',
  failed: 'red',
  not_sent: 'orange',
  sent_by_hand: 'green',
  dismissed: 'gray',
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
