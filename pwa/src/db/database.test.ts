import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { BinValetDb } from './database';
import { jobsById } from './jobs';
import { getTask, tasksWithAssignments } from './tasks';

const name = `upgrade-${Math.random().toString(36).slice(2)}`;
afterEach(() => Dexie.delete(name));

describe('local database schema', () => {
  it('upgrades a version 1 database without losing queued intents, jobs or assignments', async () => {
    // A phone still on the first release, with one intent waiting.
    const v1 = new Dexie(name);
    v1.version(1).stores({
      customers: 'id',
      employees: 'id',
      jobs: 'id, collectionDate, customerId',
      tasks: 'id, scheduledDate, jobId',
      taskAssignments: 'id, taskId, employeeId',
      outbox: '++seq, mutationId',
      notices: '++id, mutationId',
      meta: 'key',
    });
    await v1.table('outbox').add({
      mutationId: 'm-1',
      name: 'setTaskStatus',
      args: { taskId: 42, status: 'completed', completedAt: '2026-05-01T10:00:00.000Z' },
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    await v1.table('meta').put({ key: 'cursor', value: '10.2026-05-29.3' });
    await v1.table('tasks').bulkPut([
      { id: 42, jobId: 7, scheduledDate: '2026-05-01', status: 'scheduled' },
      { id: 43, jobId: 7, scheduledDate: '2026-05-02', status: 'scheduled' },
    ]);
    await v1.table('jobs').bulkPut([
      { id: 7, customerId: 1, collectionDate: '2026-05-02', status: 'scheduled' },
      { id: 8, customerId: 2, collectionDate: '2026-05-02', status: 'scheduled' },
      { id: 9, customerId: 1, collectionDate: '2026-05-09', status: 'scheduled' },
    ]);
    await v1.table('taskAssignments').bulkPut([
      { id: 9, taskId: 42, employeeId: 3, role: 'crew' },
      { id: 5, taskId: 42, employeeId: 4, role: 'lead' },
    ]);
    v1.close();

    const db = new BinValetDb(name);
    await db.open();
    expect(db.verno).toBe(12);
    // Curb photos and their upload queue arrive empty (version 11).
    expect(await db.photos.count()).toBe(0);
    // A crew tap's patches arrive empty too (version 12).
    expect(await db.taskPatches.count()).toBe(0);
    // Tasks moved into one record per scheduled date (version 8), their table gone (version 9).
    expect(db.tables.map((t) => t.name)).not.toContain('tasks');
    expect((await db.taskDays.get('2026-05-01'))?.taskIds).toEqual([42]);
    // Jobs moved into one record per collection date (version 6), their table gone (version 7).
    expect(db.tables.map((t) => t.name)).not.toContain('jobs');
    expect((await db.jobDays.get('2026-05-02'))?.jobIds).toEqual([7, 8]);
    // Found around the dates asked for, and further away through the index.
    const around = { from: '2026-05-01', to: '2026-05-01' };
    expect([...(await jobsById(db, [9, 7], around)).keys()].sort()).toEqual([7, 9]);
    // Assignments moved into their tasks (version 3) and their table is gone (version 4).
    expect(db.tables.map((t) => t.name)).not.toContain('taskAssignments');
    const task = await getTask(db, 42);
    expect(task?.crew?.map((a) => a.id)).toEqual([5, 9]);
    expect((await tasksWithAssignments(db, [9])).map((t) => t.id)).toEqual([42]);
    expect((await getTask(db, 43))?.crew).toEqual([]);
    const queued = await db.outbox.where('taskId').equals(42).toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0].mutationId).toBe('m-1');
    expect((await db.meta.get('cursor'))?.value).toBe('10.2026-05-29.3');
    await db.jobAssignments.put({
      id: 1,
      jobId: 1,
      employeeId: 1,
      role: 'crew',
      assignedDate: '2026-05-01',
      status: 'assigned',
      notes: null,
      createdAt: '',
      updatedAt: '',
      version: 1,
    });
    expect(await db.jobAssignments.count()).toBe(1);
    db.close();
  });
});
