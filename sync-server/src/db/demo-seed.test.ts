import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@bin-valet/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openStore, type Store } from './connection';
import { DEMO_CUSTOMER_COUNT } from './demo-customers';
import { DEMO_STAFF, seedDemo } from './demo-seed';
import { ensureAdmin } from './seed-admin';

const TODAY = '2026-11-21';
let dir: string;
let store: Store;
let result: Awaited<ReturnType<typeof seedDemo>>;

const all = <T>(sql: string, ...args: unknown[]) => store.sqlite.prepare(sql).all(...args) as T[];
const one = <T>(sql: string, ...args: unknown[]) => store.sqlite.prepare(sql).get(...args) as T;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bv-demo-'));
  store = openStore(join(dir, 'demo.sqlite'));
  await ensureAdmin(store, { adminUsername: 'admin', adminPassword: 'admin-demo' });
  result = await seedDemo(store, { today: TODAY, passwords: { maria: 'custom-pass' } });
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates about 40 Magnolia customers of every status near 47.64, -122.40', () => {
    const rows = all<{ customer_status: string; latitude: string; longitude: string; zip_code: string }>(
      'SELECT customer_status, latitude, longitude, zip_code FROM signups',
    );
    expect(rows).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(result.customers).toBe(DEMO_CUSTOMER_COUNT);
    const statuses = new Set(rows.map((r) => r.customer_status));
    expect([...statuses].sort()).toEqual(['active', 'cancelled', 'suspended']);
    expect(rows.filter((r) => r.customer_status === 'active').length).toBeGreaterThan(30);
    for (const r of rows) {
      expect(r.zip_code).toBe('98199');
      // ~1.5 km: 0.0135° latitude, 0.02° longitude at this latitude.
      expect(Math.abs(Number(r.latitude) - 47.64)).toBeLessThan(0.0135);
      expect(Math.abs(Number(r.longitude) + 122.4)).toBeLessThan(0.02);
    }
  });

  it('adds staff of every role with known (or overridden) passwords', async () => {
    const staff = all<{ username: string; role: string; password_hash: string }>(
      'SELECT username, role, password_hash FROM employees',
    );
    expect(new Set(staff.map((s) => s.role))).toEqual(new Set(['admin', 'manager', 'customer_service', 'crew']));
    expect(staff).toHaveLength(DEMO_STAFF.length + 1);
    const maria = staff.find((s) => s.username === 'maria');
    const casey = staff.find((s) => s.username === 'casey');
    expect(await verifyPassword('custom-pass', maria?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('casey-demo', casey?.password_hash ?? '')).toBe(true);
  });

  it('gives every job exactly two tasks (one of each type) within two weeks of today', () => {
    const jobs = all<{ id: number; n: number; types: string; collection_date: string }>(
      `SELECT j.id, j.collection_date, count(t.id) AS n, group_concat(t.task_type) AS types
       FROM jobs j LEFT JOIN tasks t ON t.job_id = j.id GROUP BY j.id`,
    );
    expect(jobs.length).toBe(result.jobs);
    expect(jobs.length).toBeGreaterThan(100);
    for (const j of jobs) {
      expect(j.n).toBe(2);
      expect(j.types.split(',').sort()).toEqual(['return_to_house', 'take_to_curb']);
      expect(j.collection_date >= addDays(TODAY, -14) && j.collection_date <= addDays(TODAY, 14)).toBe(true);
    }
  });

  it('marks past tasks completed (with completedAt) or missed, and leaves future ones scheduled', () => {
    const past = all<{ status: string; completed_at: string | null }>(
      'SELECT status, completed_at FROM tasks WHERE scheduled_date < ?',
      TODAY,
    );
    const completed = past.filter((t) => t.status === 'completed');
    const missed = past.filter((t) => t.status === 'missed');
    expect(completed.length + missed.length).toBe(past.length);
    expect(missed.length).toBeGreaterThan(0);
    expect(completed.length).toBeGreaterThan(missed.length * 5);
    expect(completed.every((t) => t.completed_at)).toBe(true);
    const future = all<{ status: string }>('SELECT status FROM tasks WHERE scheduled_date >= ?', TODAY);
    expect(future.every((t) => t.status === 'scheduled' || t.status === 'cancelled')).toBe(true);
  });

  it('seeds periods of several statuses, assignments, notes, payments, time off and tracking requests', () => {
    const periods = all<{ status: string }>('SELECT DISTINCT status FROM service_periods').map((r) => r.status);
    expect(periods.sort()).toEqual(['active', 'completed', 'paused']);
    const unassignedFuture = one<{ n: number }>(
      `SELECT count(*) AS n FROM tasks t WHERE t.scheduled_date >= ? AND t.status = 'scheduled'
       AND NOT EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = t.id)`,
      TODAY,
    ).n;
    expect(unassignedFuture).toBeGreaterThan(0);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM task_assignments').n).toBeGreaterThan(100);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM job_assignments').n).toBeGreaterThan(20);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM customer_notes WHERE is_pinned = 1').n).toBeGreaterThan(0);
    const payments = all<{ status: string; amount: number }>('SELECT status, amount FROM payment_history');
    expect(new Set(payments.map((p) => p.status))).toEqual(new Set(['completed', 'pending', 'failed']));
    expect(payments.every((p) => p.amount >= 20 && p.amount <= 60)).toBe(true);
    const timeOff = all<{ status: string }>('SELECT DISTINCT status FROM employee_time_off').map((r) => r.status);
    expect(timeOff.sort()).toEqual(['approved', 'pending']);
    expect(one<{ n: number }>("SELECT count(*) AS n FROM service_tracking WHERE status = 'pending'").n).toBeGreaterThan(
      0,
    );
  });

  it('never assigns Riley during the approved vacation', () => {
    const n = one<{ n: number }>(
      `SELECT count(*) AS n FROM task_assignments a JOIN employees e ON e.id = a.employee_id
       JOIN tasks t ON t.id = a.task_id WHERE e.username = 'riley' AND t.scheduled_date BETWEEN ? AND ?`,
      addDays(TODAY, 3),
      addDays(TODAY, 5),
    ).n;
    expect(n).toBe(0);
  });

  it('is deterministic: the same day gives the same customers and task outcomes', async () => {
    const other = openStore(join(dir, 'again.sqlite'));
    await ensureAdmin(other, { adminUsername: 'admin', adminPassword: 'x-admin' });
    await seedDemo(other, { today: TODAY });
    const q = 'SELECT name, address, phone FROM signups ORDER BY id';
    expect(other.sqlite.prepare(q).all()).toEqual(store.sqlite.prepare(q).all());
    const t = 'SELECT scheduled_date, status FROM tasks ORDER BY id';
    expect(other.sqlite.prepare(t).all()).toEqual(store.sqlite.prepare(t).all());
    other.close();
  });
});
