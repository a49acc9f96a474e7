/**
 * Generated malformed-body test for the scheduling write calls: wrong types, nulls,
 * 100k-character strings, arrays, missing fields and invalid JSON must all be a 4xx, never a 5xx,
 * and leave the database untouched (the server-wide version does not move).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, addJob, createTestApp, makeEmployee, makePeriod, type TestApp } from '../../test-support';

type FieldKind = 'id' | 'date' | 'nullableDate' | 'timestamp' | 'enum' | 'text' | 'bool' | 'ids';

const HUGE = 'x'.repeat(100_000);

/** Values that are wrong for a field of each kind (null only where the field is not nullable). */
const INVALID: Record<FieldKind, unknown[]> = {
  id: [null, '1', 0, -1, 1.5, [], {}, true, 1e300, HUGE],
  date: [null, 20261205, '2026-13-45', '', '   ', [], {}, true, HUGE],
  nullableDate: [20261205, '2026-13-45', '12/05/2026', [], {}, true, HUGE],
  timestamp: [12345, 'not a date', [], {}, true, HUGE],
  enum: [null, 'nope', 1, [], {}, true, HUGE],
  text: [123, [], {}, true, HUGE],
  bool: [null, 'true', 1, [], {}, HUGE],
  ids: [null, 'x', [0], ['1'], [1.5], [null], {}, Array(5001).fill(1), HUGE],
};

interface WriteCall {
  name: string;
  method: 'POST' | 'PATCH';
  path: string;
  valid: Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Fields whose absence is a 400 (required). */
  required: string[];
}

let t: TestApp;
let cookie: string;
let calls: WriteCall[];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
  const c = addCustomer(t.store);
  const active = makePeriod(t, c.id, '2026-01-01', null, 'active');
  const { job, tasks } = addJob(t.store, c.id, '2026-12-05');
  const e = makeEmployee(t);
  calls = [
    {
      name: 'create service period',
      method: 'POST',
      path: `/api/signups/${c.id}/service-periods`,
      valid: { startDate: '2027-01-01', endDate: '2027-02-01', status: 'active', notes: 'n' },
      fields: { startDate: 'date', endDate: 'nullableDate', status: 'enum', notes: 'text' },
      required: ['startDate'],
    },
    {
      name: 'patch service period',
      method: 'PATCH',
      path: `/api/service-periods/${active.id}`,
      valid: { startDate: '2026-01-01', endDate: '2027-02-01', status: 'active', notes: 'n' },
      fields: { startDate: 'date', endDate: 'nullableDate', status: 'enum', notes: 'text' },
      required: [],
    },
    {
      name: 'generate jobs',
      method: 'POST',
      path: `/api/service-periods/${active.id}/generate-jobs`,
      valid: { startDate: '2027-01-01', endDate: '2027-02-01' },
      fields: { startDate: 'date', endDate: 'date' },
      required: ['startDate', 'endDate'],
    },
    {
      name: 'generate all jobs',
      method: 'POST',
      path: '/api/generate-all-jobs',
      valid: { customerId: c.id, startDate: '2027-01-01', endDate: '2027-02-01', collectionDay: 'monday' },
      fields: { customerId: 'id', startDate: 'date', endDate: 'date', collectionDay: 'enum' },
      required: ['customerId', 'startDate', 'endDate'],
    },
    {
      name: 'create job',
      method: 'POST',
      path: '/api/jobs',
      valid: { customerId: c.id, collectionDate: '2027-03-06', notes: 'n' },
      fields: { customerId: 'id', collectionDate: 'date', notes: 'text' },
      required: ['customerId', 'collectionDate'],
    },
    {
      name: 'patch job',
      method: 'PATCH',
      path: `/api/jobs/${job.id}`,
      valid: { status: 'missed', autoUpdateTasks: false, taskStatus: 'completed', notes: 'n' },
      fields: { status: 'enum', autoUpdateTasks: 'bool', taskStatus: 'enum', notes: 'text', collectionDate: 'date' },
      required: [],
    },
    {
      name: 'tasks bulk',
      method: 'POST',
      path: '/api/jobs/tasks/bulk',
      valid: { jobIds: [job.id] },
      fields: { jobIds: 'ids' },
      required: ['jobIds'],
    },
    {
      name: 'patch task',
      method: 'PATCH',
      path: `/api/tasks/${tasks[0].id}`,
      valid: { status: 'completed', completedAt: '2026-12-04T10:00:00Z', notes: 'n' },
      fields: { status: 'enum', completedAt: 'timestamp', scheduledDate: 'date', notes: 'text' },
      required: [],
    },
    {
      name: 'assign task',
      method: 'POST',
      path: '/api/tasks/assignments',
      valid: { taskId: tasks[1].id, employeeId: e.id, role: 'lead', notes: 'n' },
      fields: { taskId: 'id', employeeId: 'id', role: 'enum', notes: 'text' },
      required: ['taskId', 'employeeId'],
    },
    {
      name: 'task assignments bulk',
      method: 'POST',
      path: '/api/tasks/assignments/bulk',
      valid: { taskIds: [tasks[0].id] },
      fields: { taskIds: 'ids' },
      required: ['taskIds'],
    },
    {
      name: 'assign job',
      method: 'POST',
      path: '/api/admin/job-assignments',
      valid: { jobId: job.id, employeeId: e.id, role: 'lead', notes: 'n' },
      fields: { jobId: 'id', employeeId: 'id', role: 'enum', notes: 'text' },
      required: ['jobId', 'employeeId'],
    },
  ];
});
afterAll(() => t.cleanup());

/** Sends one body and checks: a 4xx, and nothing written. */
async function expectRefused(
  call: WriteCall,
  opts: { body?: unknown; raw?: string; contentType?: string },
  label: string,
) {
  const before = t.store.currentVersion();
  const res = await t.call(call.method, call.path, {
    cookie,
    body: opts.body,
    raw: opts.raw,
    headers: opts.contentType ? { 'content-type': opts.contentType } : undefined,
  });
  expect.soft(res.status, `${call.name}: ${label}`).toBeGreaterThanOrEqual(400);
  expect.soft(res.status, `${call.name}: ${label}`).toBeLessThan(500);
  expect.soft(t.store.currentVersion(), `${call.name}: ${label} wrote`).toBe(before);
}

const show = (v: unknown) =>
  typeof v === 'string' && v.length > 40 ? `"${v.slice(0, 10)}…"(${v.length})` : JSON.stringify(v);

describe('malformed bodies on the scheduling write calls', () => {
  it('refuses invalid JSON, non-object bodies and wrong content types', async () => {
    for (const call of calls) {
      await expectRefused(call, { raw: '{not json', contentType: 'application/json' }, 'invalid JSON');
      await expectRefused(call, { raw: '', contentType: 'application/json' }, 'empty body');
      await expectRefused(call, { raw: JSON.stringify(call.valid), contentType: 'text/plain' }, 'text/plain');
      for (const body of [null, [], [call.valid], 'text', 42, true]) {
        await expectRefused(call, { body }, `body ${show(body)}`);
      }
    }
  });

  it('refuses each field with a wrong type, null, a huge string, an array or an object', async () => {
    for (const call of calls) {
      for (const [field, kind] of Object.entries(call.fields)) {
        for (const value of INVALID[kind]) {
          await expectRefused(call, { body: { ...call.valid, [field]: value } }, `${field}=${show(value)}`);
        }
      }
    }
  });

  it('refuses bodies missing a required field', async () => {
    for (const call of calls) {
      for (const field of call.required) {
        const { [field]: _, ...rest } = call.valid;
        await expectRefused(call, { body: rest }, `without ${field}`);
      }
      if (call.required.length > 0) await expectRefused(call, { body: {} }, 'empty object');
    }
  });

  it('still accepts the valid bodies (the fixtures are right)', async () => {
    for (const call of calls) {
      const res = await t.call(call.method, call.path, { cookie, body: call.valid });
      expect(res.status, call.name).toBeLessThan(300);
    }
  });
});
