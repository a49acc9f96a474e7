import { addDays, mondayOf, onOrAfter, onOrBefore, WEEKDAYS, type Weekday } from '@bin-valet/schema';
import { hashPassword } from '../auth/password';
import type { Store } from '../db/connection';

/**
 * The synthetic bench dataset: 2,000 customers, one year of weekly jobs (26 weeks back, 26 ahead),
 * 30 staff, notes and assignments. Raw prepared statements in one transaction: the triggers still stamp
 * versions, so the database looks exactly like one the API built.
 */
export interface DatasetSize {
  customers: number;
  weeksBack: number;
  weeksAhead: number;
  staff: number;
}
export const FULL_SIZE: DatasetSize = { customers: 2000, weeksBack: 26, weeksAhead: 26, staff: 30 };
export const BENCH_PASSWORD = 'bench-pass-123';

const STREETS = [
  'W Raye St',
  '34th Ave W',
  'W McGraw St',
  'Magnolia Blvd W',
  'W Galer St',
  '28th Ave W',
  'W Blaine St',
];

/** Small deterministic PRNG so every run builds the same data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function buildDataset(store: Store, today: string, size: DatasetSize = FULL_SIZE) {
  const rand = mulberry32(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const db = store.sqlite;
  const now = new Date().toISOString();
  const hash = await hashPassword(BENCH_PASSWORD);

  const insEmployee = db.prepare(
    'INSERT INTO employees (username, password_hash, role, name, is_active, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)',
  );
  const insCustomer =
    db.prepare(`INSERT INTO signups (name, address, city, state, zip_code, latitude, longitude, phone, email,
      needs_garbage, garbage_qty, needs_compost, compost_qty, needs_recycling, recycling_qty, contact_method,
      bins_to_curb_day, collection_day, bins_to_residence_day, service_rate, customer_status, tracking_token, created_at)
      VALUES (?, ?, 'Seattle', 'WA', '98199', ?, ?, ?, ?, 1, ?, 1, 1, 1, 1, 'text', ?, ?, ?, 5, 'active', ?, ?)`);
  const insJob = db.prepare(
    'INSERT INTO jobs (customer_id, collection_date, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insTask = db.prepare(
    'INSERT INTO tasks (job_id, task_type, scheduled_date, status, completed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insAssign = db.prepare(
    "INSERT INTO task_assignments (task_id, employee_id, role, assigned_date, status, created_at, updated_at) VALUES (?, ?, 'crew', ?, 'assigned', ?, ?)",
  );
  const insNote = db.prepare(
    "INSERT INTO customer_notes (customer_id, admin_username, note_text, is_pinned, created_at) VALUES (?, 'manager1', ?, ?, ?)",
  );

  const crewIds: number[] = [];
  let jobs = 0;
  let tasks = 0;
  db.transaction(() => {
    for (let i = 1; i <= size.staff; i++) {
      const role = i <= 3 ? 'manager' : i <= 6 ? 'customer_service' : 'crew';
      const id = Number(insEmployee.run(`${role}${i}`, hash, role, `Staff Member ${i}`, now, now).lastInsertRowid);
      if (role === 'crew') crewIds.push(id);
    }
    const start = mondayOf(addDays(today, -7 * size.weeksBack));
    const end = addDays(today, 7 * size.weeksAhead);
    for (let c = 1; c <= size.customers; c++) {
      const collection = pick(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as Weekday[]);
      const idx = WEEKDAYS.indexOf(collection);
      const curb = WEEKDAYS[(idx + 6) % 7];
      const lat = (47.63 + rand() * 0.03).toFixed(6);
      const lng = (-122.42 + rand() * 0.04).toFixed(6);
      const customerId = Number(
        insCustomer.run(
          `Customer ${c}`,
          `${100 + Math.floor(rand() * 4800)} ${pick(STREETS)}`,
          lat,
          lng,
          `206555${String(c).padStart(4, '0')}`,
          `customer${c}@example.com`,
          1 + Math.floor(rand() * 3),
          curb,
          collection,
          collection,
          `bench-token-${c}-${Math.floor(rand() * 1e9)}`,
          now,
        ).lastInsertRowid,
      );
      if (c % 4 === 0)
        insNote.run(customerId, `Gate code ${1000 + c}; bins are behind the side fence.`, c % 8 === 0 ? 1 : 0, now);
      for (let d = onOrAfter(start, collection); d <= end; d = addDays(d, 7)) {
        const past = d < today;
        const status = past ? (rand() < 0.95 ? 'completed' : 'missed') : 'scheduled';
        const jobId = Number(insJob.run(customerId, d, status, now, now).lastInsertRowid);
        jobs++;
        const crew = crewIds[(customerId + jobs) % crewIds.length];
        for (const [type, date] of [
          ['take_to_curb', onOrBefore(d, curb)],
          ['return_to_house', onOrAfter(d, collection)],
        ] as const) {
          const taskId = Number(
            insTask.run(jobId, type, date, status, status === 'completed' ? `${date}T16:00:00.000Z` : null, now, now)
              .lastInsertRowid,
          );
          tasks++;
          insAssign.run(taskId, crew, now, now, now);
        }
      }
    }
  })();
  return { customers: size.customers, jobs, tasks, staff: size.staff, crewIds };
}
