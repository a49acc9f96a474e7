import * as v from 'valibot';
import {
  JOB_ASSIGNMENT_ROLES,
  JOB_STATUSES,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SERVICE_PERIOD_STATUSES,
  SERVICE_TRACKING_STATUSES,
  TASK_ASSIGNMENT_ROLES,
  TASK_STATUSES,
  TASK_TYPES,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
  WEEKDAYS,
} from '../enums';
import { dateOnly, isoDateOrTimestamp, optionalText, positiveId, requiredText, serviceDateOnly } from './common';

export const OPS_MSG = {
  startDate: 'Start date is required',
  endDate: 'End date is required',
  endBeforeStart: 'End date must be on or after start date',
  noteText: 'Note text is required',
  adminUsername: 'Admin username is required',
  scheduledDate: 'Scheduled date is required',
  timeOffType: 'Please select a time off type',
  collectionDateTitle: 'Date Required',
  collectionDate: 'Please select a date for collection.',
  binsOrder: 'Bins to residence must be scheduled on or after bins to curb',
  binsOrderUi: 'Bins to residence must be scheduled on or after bins to curb date',
  billingPeriod: 'Billing period is required',
  amount: 'Amount must be at least 1',
  customerId: 'Customer is required',
  jobId: 'Job is required',
  employee: 'Employee is required',
} as const;

export const servicePeriodCreateSchema = v.pipe(
  v.object({
    startDate: serviceDateOnly(OPS_MSG.startDate, 'Start date'),
    endDate: v.nullish(v.union([v.literal(''), serviceDateOnly(OPS_MSG.endDate, 'End date')])),
    status: v.optional(
      v.picklist(SERVICE_PERIOD_STATUSES, 'Status must be active, completed, cancelled or paused'),
      'active',
    ),
    notes: optionalText(),
  }),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (i) => !i.endDate || i.endDate >= i.startDate, OPS_MSG.endBeforeStart),
    ['endDate'],
  ),
);

export const servicePeriodPatchSchema = v.object({
  startDate: v.optional(serviceDateOnly(OPS_MSG.startDate, 'Start date')),
  endDate: v.nullish(v.union([v.literal(''), serviceDateOnly(OPS_MSG.endDate, 'End date')])),
  status: v.optional(v.picklist(SERVICE_PERIOD_STATUSES, 'Status must be active, completed, cancelled or paused')),
  notes: optionalText(),
});

export const generateJobsSchema = v.pipe(
  v.object({ startDate: dateOnly(OPS_MSG.startDate), endDate: dateOnly(OPS_MSG.endDate) }),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (i) => !i.endDate || i.endDate >= i.startDate, OPS_MSG.endBeforeStart),
    ['endDate'],
  ),
);

export const generateAllJobsSchema = v.pipe(
  v.object({
    customerId: positiveId(OPS_MSG.customerId),
    startDate: dateOnly(OPS_MSG.startDate),
    endDate: dateOnly(OPS_MSG.endDate),
    collectionDay: v.optional(v.picklist(WEEKDAYS, 'Collection day must be a weekday name (monday to sunday)')),
  }),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (i) => !i.endDate || i.endDate >= i.startDate, OPS_MSG.endBeforeStart),
    ['endDate'],
  ),
);

export const jobCreateSchema = v.object({
  customerId: positiveId(OPS_MSG.customerId),
  collectionDate: dateOnly('Collection date is required'),
  notes: optionalText(),
  /** Keep the date given even when the city collects on another that week (holiday, delay). */
  exactDate: v.optional(v.boolean('exactDate must be true or false')),
});

export const jobPatchSchema = v.object({
  status: v.optional(v.picklist(JOB_STATUSES, 'Status must be scheduled, in_progress, completed, missed or cancelled')),
  autoUpdateTasks: v.optional(v.boolean('autoUpdateTasks must be true or false')),
  taskStatus: v.optional(v.picklist(TASK_STATUSES, 'Task status must be scheduled, completed, missed or cancelled')),
  notes: optionalText(),
  collectionDate: v.optional(dateOnly('Collection date is required')),
});

const idList = (label: string) =>
  v.pipe(v.array(positiveId(), `${label} must be a list of ids`), v.maxLength(5000, `At most 5000 ${label}`));

export const jobIdsSchema = v.object({ jobIds: idList('jobIds') });
export const taskIdsSchema = v.object({ taskIds: idList('taskIds') });

export const taskPatchSchema = v.object({
  status: v.optional(v.picklist(TASK_STATUSES, 'Status must be scheduled, completed, missed or cancelled')),
  completedAt: v.nullish(isoDateOrTimestamp),
  scheduledDate: v.optional(dateOnly(OPS_MSG.scheduledDate)),
  notes: optionalText(),
});

export const taskCreateSchema = v.object({
  taskType: v.picklist(TASK_TYPES, 'Task type must be take_to_curb or return_to_house'),
  scheduledDate: dateOnly(OPS_MSG.scheduledDate),
});

export const taskAssignmentCreateSchema = v.object({
  taskId: positiveId('Task is required'),
  employeeId: positiveId(OPS_MSG.employee),
  role: v.optional(v.picklist(TASK_ASSIGNMENT_ROLES, 'Role must be lead, support, driver or crew'), 'crew'),
  notes: optionalText(),
});

export const jobAssignmentCreateSchema = v.object({
  jobId: positiveId(OPS_MSG.jobId),
  employeeId: positiveId(OPS_MSG.employee),
  role: v.optional(v.picklist(JOB_ASSIGNMENT_ROLES, 'Role must be lead, support, driver, crew or supervisor'), 'crew'),
  notes: optionalText(),
});

export const customerNoteCreateSchema = v.object({ noteText: requiredText(OPS_MSG.noteText, 5000) });
export const notePinSchema = v.object({ isPinned: v.boolean('isPinned must be true or false') });

export const paymentCreateSchema = v.object({
  amount: v.pipe(
    v.number(OPS_MSG.amount),
    v.integer(OPS_MSG.amount),
    v.minValue(1, OPS_MSG.amount),
    v.maxValue(1_000_000),
  ),
  paymentDate: v.optional(isoDateOrTimestamp),
  paymentMethod: v.optional(
    v.picklist(MANUAL_PAYMENT_METHODS, 'Payment method must be cash, check, venmo, zelle or other'),
    'cash',
  ),
  status: v.optional(v.picklist(PAYMENT_STATUSES, 'Status must be completed, pending or failed'), 'completed'),
  billingPeriod: requiredText(OPS_MSG.billingPeriod, 100),
  servicesCount: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0, 'Services count must be at least 0'), v.maxValue(10_000)),
    0,
  ),
  notes: optionalText(),
});

const timeOffFields = {
  startDate: dateOnly(OPS_MSG.startDate),
  endDate: dateOnly(OPS_MSG.endDate),
  type: v.picklist(TIME_OFF_TYPES, OPS_MSG.timeOffType),
  notes: optionalText(),
};

export const timeOffCreateSchema = v.pipe(
  v.object(timeOffFields),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (i) => !i.endDate || i.endDate >= i.startDate, OPS_MSG.endBeforeStart),
    ['endDate'],
  ),
);

export const timeOffPatchSchema = v.object({
  startDate: v.optional(timeOffFields.startDate),
  endDate: v.optional(timeOffFields.endDate),
  type: v.optional(timeOffFields.type),
  notes: timeOffFields.notes,
  status: v.optional(v.picklist(TIME_OFF_STATUSES, 'Status must be pending, approved or denied')),
  /** With an approval: take the person off their open stops in the request's dates, in the same transaction. */
  unassignStops: v.optional(v.boolean('unassignStops must be true or false')),
});

export const serviceTrackingPatchSchema = v.object({
  status: v.optional(
    v.picklist(SERVICE_TRACKING_STATUSES, 'Status must be pending, scheduled, completed, missed or cancelled'),
  ),
  notes: optionalText(),
  completedAt: v.nullish(isoDateOrTimestamp),
});

export const scheduleCollectionSchema = v.object({
  collectionDate: dateOnly(OPS_MSG.collectionDate),
});

export const staffScheduleCollectionSchema = v.object({
  customerId: positiveId(OPS_MSG.customerId),
  collectionDate: dateOnly(OPS_MSG.collectionDate),
});
