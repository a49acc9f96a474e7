/** Allowed values, shared by the server, the PWA and the database columns. */
export const CUSTOMER_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The tracking page also displays these. */
export const TRACKING_CUSTOMER_STATUSES = ['trial', 'paid', 'due', 'overdue', 'suspended', 'cancelled'] as const;

export const CONTACT_METHODS = ['text', 'call', 'both'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SERVICE_PERIOD_STATUSES = ['active', 'completed', 'cancelled', 'paused'] as const;
export type ServicePeriodStatus = (typeof SERVICE_PERIOD_STATUSES)[number];

export const JOB_STATUSES = ['scheduled', 'in_progress', 'completed', 'missed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const TASK_STATUSES = ['scheduled', 'completed', 'missed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_TYPES = ['take_to_curb', 'return_to_house'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const SERVICE_TRACKING_STATUSES = ['pending', 'scheduled', 'completed', 'missed', 'cancelled'] as const;
export type ServiceTrackingStatus = (typeof SERVICE_TRACKING_STATUSES)[number];

export const ASSIGNMENT_STATUSES = ['assigned', 'accepted', 'completed', 'reassigned'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/**
 * Job assignment roles: the data rules and the employee-page form disagree, so both are accepted
 * (docs/decisions/0003-where-the-spec-was-open.md).
 */
export const JOB_ASSIGNMENT_ROLES = ['lead', 'support', 'driver', 'crew', 'supervisor'] as const;
export type JobAssignmentRole = (typeof JOB_ASSIGNMENT_ROLES)[number];

export const TASK_ASSIGNMENT_ROLES = ['lead', 'support', 'driver', 'crew'] as const;
export type TaskAssignmentRole = (typeof TASK_ASSIGNMENT_ROLES)[number];

export const EMPLOYEE_ROLES = ['manager', 'customer_service', 'crew'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
/** admin is a stored role too: it passes every guard (docs/architecture.md §7.4). */
export const ALL_ROLES = ['admin', ...EMPLOYEE_ROLES] as const;
export type Role = (typeof ALL_ROLES)[number];

export const AVAILABILITY_STATUSES = ['available', 'on_job', 'unavailable', 'off_shift'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const TIME_OFF_STATUSES = ['pending', 'approved', 'denied'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal', 'other'] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];

/** What the office records by hand; 'card' payments come from Stripe's paid invoices only. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'check', 'venmo', 'zelle', 'other'] as const;
export const PAYMENT_METHODS = [...MANUAL_PAYMENT_METHODS, 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
