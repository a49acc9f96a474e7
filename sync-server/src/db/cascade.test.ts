import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './connection';

let dir: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bv-cascade-'));
  store = openStore(join(dir, 'test.sqlite'));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Builds one of everything under a customer and an employee, with plain SQL so the test sees the schema. */
function seed() {
  const db = store.sqlite;
  const ins = (sql: string, ...args: unknown[]) => Number(db.prepare(sql).run(...args).lastInsertRowid);
  const customer = ins(
    "INSERT INTO signups (name, address, zip_code, phone, email, tracking_token, created_at) VALUES ('Ann', '1 Main', '98199', '2065550100', 'a@b.co', 'tok1', 'now')",
  );
  const employee = ins(
    "INSERT INTO employees (username, password_hash, created_at, updated_at) VALUES ('crew1', 'x', 'now', 'now')",
  );
  const period = ins(
    "INSERT INTO service_periods (customer_id, start_date, created_at, updated_at) VALUES (?, '2026-01-01', 'now', 'now')",
    customer,
  );
  const job = ins(
    "INSERT INTO jobs (customer_id, service_period_id, collection_date, created_at, updated_at) VALUES (?, ?, '2026-01-03', 'now', 'now')",
    customer,
    period,
  );
  const task = ins(
    "INSERT INTO tasks (job_id, scheduled_date, created_at, updated_at) VALUES (?, '2026-01-02', 'now', 'now')",
    job,
  );
  ins(
    "INSERT INTO task_assignments (task_id, employee_id, assigned_date, created_at, updated_at) VALUES (?, ?, 'now', 'now', 'now')",
    task,
    employee,
  );
  ins(
    "INSERT INTO job_assignments (job_id, employee_id, assigned_date, created_at, updated_at) VALUES (?, ?, 'now', 'now', 'now')",
    job,
    employee,
  );
  ins(
    "INSERT INTO employee_time_off (employee_id, start_date, end_date, type, created_at, updated_at) VALUES (?, '2026-01-01', '2026-01-02', 'sick', 'now', 'now')",
    employee,
  );
  ins(
    "INSERT INTO customer_notes (customer_id, admin_username, note_text, created_at) VALUES (?, 'admin', 'hi', 'now')",
    customer,
  );
  ins(
    "INSERT INTO payment_history (customer_id, amount, payment_date, billing_period, created_at) VALUES (?, 30, 'now', '2026-01', 'now')",
    customer,
  );
  ins(
    "INSERT INTO service_tracking (customer_id, collection_date, created_at, updated_at) VALUES (?, '2026-01-03', 'now', 'now')",
    customer,
  );
  return { customer, employee, period, job, task };
}

const count = (table: string) => (store.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('ON DELETE CASCADE', () => {
  it('deleting a customer removes periods, jobs, tasks, tracking, notes, payments and assignments', () => {
    const { customer } = seed();
    store.sqlite.prepare('DELETE FROM signups WHERE id = ?').run(customer);
    for (const table of [
      'service_periods',
      'jobs',
      'tasks',
      'service_tracking',
      'customer_notes',
      'payment_history',
      'job_assignments',
      'task_assignments',
    ]) {
      expect(count(table), table).toBe(0);
    }
    expect(count('employees')).toBe(1);
    expect(count('employee_time_off')).toBe(1);
  });

  it('deleting a service period deletes its jobs and their tasks', () => {
    const { period } = seed();
    store.sqlite.prepare('DELETE FROM service_periods WHERE id = ?').run(period);
    expect(count('jobs')).toBe(0);
    expect(count('tasks')).toBe(0);
    expect(count('task_assignments')).toBe(0);
    expect(count('signups')).toBe(1);
  });

  it('deleting a job deletes its tasks and assignments', () => {
    const { job } = seed();
    store.sqlite.prepare('DELETE FROM jobs WHERE id = ?').run(job);
    expect(count('tasks')).toBe(0);
    expect(count('job_assignments')).toBe(0);
    expect(count('task_assignments')).toBe(0);
  });

  it('deleting a task deletes its assignments', () => {
    const { task } = seed();
    store.sqlite.prepare('DELETE FROM tasks WHERE id = ?').run(task);
    expect(count('task_assignments')).toBe(0);
    expect(count('job_assignments')).toBe(1);
  });

  it('deleting an employee deletes their assignments and time off', () => {
    const { employee } = seed();
    store.sqlite.prepare('DELETE FROM employees WHERE id = ?').run(employee);
    expect(count('job_assignments')).toBe(0);
    expect(count('task_assignments')).toBe(0);
    expect(count('employee_time_off')).toBe(0);
    expect(count('tasks')).toBe(1);
  });
});

describe('version triggers', () => {
  it('stamps every insert and update with a rising server-wide version', () => {
    const { task } = seed();
    const before = store.currentVersion();
    store.sqlite.prepare("UPDATE tasks SET status = 'completed' WHERE id = ?").run(task);
    const row = store.sqlite.prepare('SELECT version FROM tasks WHERE id = ?').get(task) as { version: number };
    expect(row.version).toBe(before + 1);
    expect(store.currentVersion()).toBe(before + 1);
  });

  it('leaves a tombstone for every row a cascade removes', () => {
    const { customer, task, job } = seed();
    store.sqlite.prepare('DELETE FROM signups WHERE id = ?').run(customer);
    const stones = store.sqlite.prepare('SELECT table_name, row_id FROM tombstones').all() as {
      table_name: string;
      row_id: number;
    }[];
    expect(stones).toContainEqual({ table_name: 'tasks', row_id: task });
    expect(stones).toContainEqual({ table_name: 'jobs', row_id: job });
    expect(stones).toContainEqual({ table_name: 'signups', row_id: customer });
  });

  it('tells listeners the new version after a write commits', () => {
    const heard: number[] = [];
    store.onCommit((v) => heard.push(v));
    seed();
    store.write(() => store.sqlite.prepare("UPDATE signups SET notes = 'x'").run());
    expect(heard).toEqual([store.currentVersion()]);
  });
});

describe('moving a task or job (working-set window)', () => {
  it('re-stamps the assignments of a task whose date moves, and of a job whose collection date moves', () => {
    const { task, job } = seed();
    const before = store.sqlite.prepare('SELECT version FROM task_assignments').get() as { version: number };
    const jobBefore = store.sqlite.prepare('SELECT version FROM job_assignments').get() as { version: number };
    store.sqlite.prepare("UPDATE tasks SET scheduled_date = '2026-01-09' WHERE id = ?").run(task);
    store.sqlite.prepare("UPDATE jobs SET collection_date = '2026-01-10' WHERE id = ?").run(job);
    const after = store.sqlite.prepare('SELECT version FROM task_assignments').get() as { version: number };
    const jobAfter = store.sqlite.prepare('SELECT version FROM job_assignments').get() as { version: number };
    expect(after.version).toBeGreaterThan(before.version);
    expect(jobAfter.version).toBeGreaterThan(jobBefore.version);
    // A status change leaves the assignments alone.
    store.sqlite.prepare("UPDATE tasks SET status = 'completed' WHERE id = ?").run(task);
    expect((store.sqlite.prepare('SELECT version FROM task_assignments').get() as { version: number }).version).toBe(
      after.version,
    );
  });
});
