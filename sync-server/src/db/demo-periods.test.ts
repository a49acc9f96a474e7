import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, DEFAULT_BUSINESS_TZ, splitPeriods, todayIn } from '@bin-valet/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './connection';
import { seedDemo } from './demo-seed';
import { ensureAdmin } from './seed-admin';

interface PeriodRow {
  id: number;
  customer_id: number;
  startDate: string;
  endDate: string | null;
  status: string;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function seededOn(today: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bv-demo-periods-'));
  dirs.push(dir);
  const store = openStore(join(dir, 'demo.sqlite'));
  await ensureAdmin(store, { adminUsername: 'admin', adminPassword: 'admin-demo' });
  await seedDemo(store, { today });
  const all = <T>(sql: string) => store.sqlite.prepare(sql).all() as T[];
  const seeded = {
    active: all<{ id: number; name: string }>("SELECT id, name FROM signups WHERE customer_status = 'active'"),
    periods: all<PeriodRow>(
      'SELECT id, customer_id, start_date AS startDate, end_date AS endDate, status FROM service_periods',
    ),
    jobs: all<{ customer_id: number; collection_date: string; service_period_id: number | null }>(
      'SELECT customer_id, collection_date, service_period_id FROM jobs',
    ),
  };
  store.close();
  return seeded;
}

// Today, Christmas week a month on, and days that move jobs or end months and years.
const today = todayIn(DEFAULT_BUSINESS_TZ);
const days = [today, addDays(today, 29), '2027-01-01', '2028-02-29', '2027-07-04'];

describe('the demo seed gives every active customer a current service period', () => {
  it.each(days)('seeded on %s: a period runs today and holds each of its jobs', async (day) => {
    const { active, periods, jobs } = await seededOn(day);
    expect(active.length).toBeGreaterThan(30);
    for (const c of active) {
      const own = periods.filter((p) => p.customer_id === c.id);
      const { current, upcoming } = splitPeriods(own, day);
      expect(current, `${c.name} has no current period on ${day}`).not.toBeNull();
      expect(upcoming, `${c.name}'s period has not started on ${day}`).toBe(false);
      expect(current?.status).toBe('active');
      for (const j of jobs.filter((x) => x.customer_id === c.id)) {
        const p = own.find((x) => x.id === j.service_period_id);
        expect(p, `${c.name}'s job of ${j.collection_date} has no period`).toBeDefined();
        const inside = p && p.startDate <= j.collection_date && (p.endDate === null || j.collection_date <= p.endDate);
        expect(inside, `${c.name}'s job of ${j.collection_date} lies outside ${p?.startDate}–${p?.endDate}`).toBe(true);
      }
    }
  });
});
