import type { Job, PullResponse, Task, TaskAssignment } from '@bin-valet/schema';

/** Server rows and pull pages for the sync engine's unit tests. */

export const task = (id: number, fields: Partial<Task> = {}): Task => ({
  id,
  jobId: 1,
  taskType: 'take_to_curb',
  scheduledDate: '2026-05-01',
  status: 'scheduled',
  notes: null,
  completedAt: null,
  completedLat: null,
  completedLng: null,
  createdAt: '',
  updatedAt: '',
  version: id,
  ...fields,
});
export const assignment = (id: number, taskId: number, employeeId = 1): TaskAssignment => ({
  id,
  taskId,
  employeeId,
  role: 'crew',
  assignedDate: '2026-05-01',
  status: 'assigned',
  notes: null,
  createdAt: '',
  updatedAt: '',
  version: 100 + id,
});
export const job = (id: number, collectionDate = '2026-05-02', fields: Partial<Job> = {}): Job => ({
  id,
  customerId: 1,
  servicePeriodId: null,
  collectionDate,
  regularDate: collectionDate,
  delayReason: null,
  delayDays: 0,
  status: 'scheduled',
  notes: null,
  createdAt: '',
  updatedAt: '',
  version: 200 + id,
  ...fields,
});
export const page = (
  rows: PullResponse['rows'] = {},
  tombstones: PullResponse['tombstones'] = [],
  cursor = '9.2026-05-29.0',
): PullResponse => ({
  rows,
  tombstones,
  cursor,
  hasMore: false,
  window: { start: '2026-04-17', end: '2026-05-29' },
});
