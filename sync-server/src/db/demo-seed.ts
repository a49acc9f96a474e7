import { randomBytes } from 'node:crypto';
import {
  addDays,
  addMonths,
  CONTACT_METHODS,
  type CustomerStatus,
  customerNotes,
  customers,
  employees,
  employeeTimeOff,
  jobAssignments,
  jobs,
  onOrAfter,
  paymentHistory,
  servicePeriods,
  serviceTracking,
  taskAssignments,
  tasks,
  WEEKDAYS,
  type Weekday,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { generateJobs } from '../domain/scheduling';
import type { Orm, Store } from './connection';
import { DEMO_CREW, DEMO_STAFF, EW_STREETS, FIRST_NAMES, LAST_NAMES, NOTE_TEXTS, NS_AVENUES } from './demo-data';

export { DEMO_CREW, DEMO_STAFF } from './demo-data';

/** Deterministic PRNG (mulberry32) so every demo database, and every test on it, is the same. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}

export const DEMO_CUSTOMER_COUNT = 40;
/** Jobs cover today − 14 … today + 14: four weeks of jobs around today. */
export const DEMO_DAYS_BACK = 14;
export const DEMO_DAYS_AHEAD = 14;

export interface SeedDemoOptions {
  /** Business "today" (yyyy-MM-dd). */
  today: string;
  /** Override staff passwords by username (defaults: DEMO_STAFF). */
  passwords?: Partial<Record<string, string>>;
}

export interface SeedDemoResult {
  customers: number;
  staff: number;
  jobs: number;
  tasks: number;
}

/** Index-based status mix: mostly active, 4 suspended, 2 cancelled. */
const statusFor = (i: number): CustomerStatus => (i % 10 === 7 ? 'suspended' : i % 20 === 13 ? 'cancelled' : 'active');

/** Collection days used by the city in Magnolia; curb the day before, back the same day or the day after. */
const COLLECTION_DAYS: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];
const RATES = [5, 5, 5, 5, 8, 10, 12, 15] as const;

function demoCustomer(i: number, r: ReturnType<typeof prng>, today: string) {
  const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`;
  let address: string;
  let lat: number;
  let lng: number;
  if (i % 3 === 2) {
    const ave = NS_AVENUES[i % NS_AVENUES.length];
    const num = r.int(20, 35) * 100 + r.int(0, 49) * 2 + (i % 2);
    address = `${num} ${ave.street}`;
    lat = 47.63 + ((num - 2000) / 100) * 0.0011;
    lng = ave.lng + (r.next() - 0.5) * 0.0008;
  } else {
    const st = EW_STREETS[i % EW_STREETS.length];
    const num = r.int(26, 38) * 100 + r.int(0, 49) * 2 + (i % 2);
    address = `${num} ${st.street}`;
    lat = st.lat + (r.next() - 0.5) * 0.0004;
    lng = -122.393 - ((num - 2800) / 100) * 0.0012;
  }
  const collectionDay = COLLECTION_DAYS[i % COLLECTION_DAYS.length];
  const ci = WEEKDAYS.indexOf(collectionDay);
  const needsGarbage = i % 9 !== 4;
  const needsCompost = i % 4 !== 1;
  const needsRecycling = i % 5 !== 3 || !needsGarbage;
  const qty = () => (r.chance(0.2) ? r.int(2, 3) : 1);
  const createdDaysAgo = [0, 1, 3, 10, 25, 45, 120, 200, 400, 800][i % 10] + (i >= 10 ? r.int(0, 5) : 0);
  const startDate = addDays(today, -createdDaysAgo);
  return {
    name,
    address,
    city: 'Seattle',
    state: 'WA',
    zipCode: '98199',
    latitude: lat.toFixed(6),
    longitude: lng.toFixed(6),
    geocodedAt: new Date().toISOString(),
    coordinatesSource: 'geocoder',
    phone: `206555${String(142 + i * 3).padStart(4, '0')}`,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    needsGarbage,
    garbageQty: needsGarbage ? qty() : 0,
    needsCompost,
    compostQty: needsCompost ? qty() : 0,
    needsRecycling,
    recyclingQty: needsRecycling ? qty() : 0,
    contactMethod: CONTACT_METHODS[i % 3],
    binsToCurbDay: WEEKDAYS[(ci + 6) % 7],
    collectionDay,
    binsToResidenceDay: i % 2 === 0 ? collectionDay : WEEKDAYS[(ci + 1) % 7],
    serviceRate: RATES[i % RATES.length],
    customerStatus: statusFor(i),
    serviceStartDate: startDate,
    serviceEndDate: i % 4 === 0 ? null : addMonths(startDate, [3, 6, 12][i % 3]),
    notes: i % 6 === 0 ? 'Signed up at the Magnolia Village farmers market.' : null,
    trackingToken: randomBytes(18).toString('base64url'),
    createdAt: `${addDays(today, -createdDaysAgo)}T18:00:00.000Z`,
  };
}

/**
 * Seeds the demo neighbourhood into a database that already has its admin:
 * staff of every role, ~40 Magnolia customers of every status, service periods, jobs with both tasks
 * from two weeks back to two weeks ahead, assignments, notes, payments, time off and collection requests.
 * Passwords are hashed first (async); everything else is one `store.write` transaction.
 */
export async function seedDemo(store: Store, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { today } = options;
  const hashes = await Promise.all(DEMO_STAFF.map((s) => hashPassword(options.passwords?.[s.username] ?? s.password)));
  return store.write((db) => {
    const r = prng(20261121);
    const staffIds = new Map<string, number>();
    DEMO_STAFF.forEach((s, k) => {
      const row = db
        .insert(employees)
        .values({
          username: s.username,
          passwordHash: hashes[k],
          role: s.role,
          name: s.name,
          email: s.email,
          phone: s.phone,
          hireDate: addDays(today, -s.hiredDaysAgo),
          isActive: s.isActive,
        })
        .returning({ id: employees.id })
        .get();
      staffIds.set(s.username, row.id);
    });
    const id = (username: string) => staffIds.get(username) as number;

    // Riley's approved vacation falls in the coming week: the seed never assigns Riley on those days.
    const rileyOff = { startDate: addDays(today, 3), endDate: addDays(today, 5) };
    db.insert(employeeTimeOff)
      .values([
        { employeeId: id('riley'), ...rileyOff, type: 'vacation', status: 'approved', notes: 'Family trip' },
        {
          employeeId: id('jordan'),
          startDate: addDays(today, 10),
          endDate: addDays(today, 10),
          type: 'personal',
          status: 'pending',
          notes: 'Exam day',
        },
        {
          employeeId: id('casey'),
          startDate: addDays(today, -6),
          endDate: addDays(today, -6),
          type: 'sick',
          status: 'approved',
        },
        {
          employeeId: id('sam'),
          startDate: addDays(today, 20),
          endDate: addDays(today, 24),
          type: 'vacation',
          status: 'pending',
        },
      ])
      .run();

    let jobCount = 0;
    let taskCount = 0;
    for (let i = 0; i < DEMO_CUSTOMER_COUNT; i++) {
      const c = db
        .insert(customers)
        .values(demoCustomer(i, r, today))
        .returning()
        .get();
      const seeded = seedServiceFor(db, c, i, r, today, id, rileyOff);
      jobCount += seeded.jobs;
      taskCount += seeded.tasks;
      seedNotesAndPayments(db, c, i, r, today);
    }
    return { customers: DEMO_CUSTOMER_COUNT, staff: DEMO_STAFF.length, jobs: jobCount, tasks: taskCount };
  });
}

type DemoCustomer = typeof customers.$inferSelect;

/** Periods, jobs, task outcomes and assignments of one customer. */
function seedServiceFor(
  db: Orm,
  c: DemoCustomer,
  i: number,
  r: ReturnType<typeof prng>,
  today: string,
  id: (u: string) => number,
  rileyOff: { startDate: string; endDate: string },
) {
  const from = addDays(today, -DEMO_DAYS_BACK);
  let periodStatus = 'active';
  let jobsTo = addDays(today, DEMO_DAYS_AHEAD);
  if (c.customerStatus === 'suspended') {
    periodStatus = 'paused';
    jobsTo = addDays(today, -5);
  } else if (c.customerStatus === 'cancelled') {
    periodStatus = 'completed';
    jobsTo = addDays(today, -8);
  }
  // Long-standing customers also have an earlier, completed period.
  if (i % 10 >= 8) {
    db.insert(servicePeriods)
      .values({
        customerId: c.id,
        startDate: addDays(c.serviceStartDate as string, -120),
        endDate: addDays(c.serviceStartDate as string, -1),
        status: 'completed',
        notes: 'Previous school year',
      })
      .run();
  }
  const period = db
    .insert(servicePeriods)
    .values({
      customerId: c.id,
      startDate: c.serviceStartDate as string,
      endDate: periodStatus === 'active' ? c.serviceEndDate : jobsTo,
      status: periodStatus,
      notes: periodStatus === 'paused' ? 'Paused while the account is suspended' : null,
    })
    .returning({ id: servicePeriods.id })
    .get();
  const start = c.serviceStartDate && c.serviceStartDate > from ? c.serviceStartDate : from;
  generateJobs(db, c, { startDate: start, endDate: jobsTo }, period.id);

  const crew = DEMO_CREW[i % DEMO_CREW.length];
  const rows = db.select().from(jobs).where(eq(jobs.customerId, c.id)).all();
  let taskTotal = 0;
  rows.forEach((job, k) => {
    const jobTasks = db.select().from(tasks).where(eq(tasks.jobId, job.id)).all();
    taskTotal += jobTasks.length;
    const outcomes: string[] = [];
    for (const t of jobTasks) {
      let status = 'scheduled';
      if (t.scheduledDate < today) status = r.chance(0.08) ? 'missed' : 'completed';
      else if (k === rows.length - 1 && i % 13 === 5) status = 'cancelled';
      outcomes.push(status);
      if (status !== 'scheduled') {
        db.update(tasks)
          .set({
            status,
            completedAt:
              status === 'completed' ? `${t.scheduledDate}T${14 + r.int(0, 4)}:${r.int(10, 59)}:00.000Z` : null,
            notes: status === 'missed' ? 'Bins were blocked by a parked car' : null,
          })
          .where(eq(tasks.id, t.id))
          .run();
      }
      // Past tasks are all assigned; about one future task in six is left for the office to assign.
      const onLeave = crew === 'riley' && t.scheduledDate >= rileyOff.startDate && t.scheduledDate <= rileyOff.endDate;
      const unassigned = t.scheduledDate >= today && (r.chance(0.17) || onLeave);
      if (!unassigned) {
        db.insert(taskAssignments)
          .values({ taskId: t.id, employeeId: id(crew), role: 'crew' })
          .run();
        if (t.taskType === 'take_to_curb' && i % 5 === 0) {
          db.insert(taskAssignments)
            .values({ taskId: t.id, employeeId: id('casey' === crew ? 'jordan' : 'casey'), role: 'support' })
            .run();
        }
      }
    }
    const jobStatus = outcomes.every((s) => s === 'completed')
      ? 'completed'
      : outcomes.includes('missed')
        ? 'missed'
        : outcomes.every((s) => s === 'cancelled')
          ? 'cancelled'
          : 'scheduled';
    if (jobStatus !== 'scheduled') db.update(jobs).set({ status: jobStatus }).where(eq(jobs.id, job.id)).run();
    // Job assignments for most jobs up to next week, so some jobs stay "unassigned" for the office.
    if (job.collectionDate <= addDays(today, 6) && i % 7 !== 3) {
      db.insert(jobAssignments)
        .values({
          jobId: job.id,
          employeeId: id(crew),
          role: 'lead',
          notes: i % 4 === 0 ? 'Bring the hand truck' : null,
        })
        .run();
    }
  });
  // A few customers asked for an extra collection through the tracking page.
  if (i % 8 === 1 && c.customerStatus === 'active') {
    const next = onOrAfter(addDays(today, 7), c.collectionDay as Weekday);
    db.insert(serviceTracking)
      .values([
        {
          customerId: c.id,
          collectionDate: next,
          taskType: 'take_to_curb',
          status: 'pending',
          notes: 'Extra pickup after a party',
        },
        {
          customerId: c.id,
          collectionDate: addDays(today, -10),
          taskType: 'take_to_curb',
          status: 'completed',
          completedAt: `${addDays(today, -10)}T16:00:00.000Z`,
        },
      ])
      .run();
  }
  return { jobs: rows.length, tasks: taskTotal };
}

/** Notes (some pinned) and monthly payments (20–60 dollars; the latest sometimes pending or failed). */
function seedNotesAndPayments(db: Orm, c: DemoCustomer, i: number, r: ReturnType<typeof prng>, today: string) {
  const noteCount = i % 5 === 2 ? 0 : (i % 3) + 1;
  for (let n = 0; n < noteCount; n++) {
    db.insert(customerNotes)
      .values({
        customerId: c.id,
        adminUsername: ['maria', 'sam', 'admin'][(i + n) % 3],
        noteText: NOTE_TEXTS[(i + n * 3) % NOTE_TEXTS.length],
        isPinned: n === 0 && i % 4 === 0,
        createdAt: `${addDays(today, -(n * 9 + (i % 7)))}T17:30:00.000Z`,
      })
      .run();
  }
  if (c.customerStatus === 'cancelled' || i % 10 === 0) return;
  const amount = 20 + r.int(0, 8) * 5;
  for (let m = 3; m >= 0; m--) {
    const paymentDate = addDays(addMonths(today, -m), -(i % 5));
    if (paymentDate < (c.createdAt ?? '').slice(0, 10)) continue;
    const latest = m === 0;
    const status = latest && i % 7 === 2 ? 'pending' : latest && i % 11 === 4 ? 'failed' : 'completed';
    db.insert(paymentHistory)
      .values({
        customerId: c.id,
        amount,
        paymentDate,
        paymentMethod: (['venmo', 'cash', 'check', 'zelle', 'venmo', 'other'] as const)[i % 6],
        status,
        billingPeriod: paymentDate.slice(0, 7),
        servicesCount: 4,
        notes: status === 'failed' ? 'Card declined; customer will pay by Venmo' : null,
      })
      .run();
  }
}
