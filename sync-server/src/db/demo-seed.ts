import { addDays, customers, employees, employeeTimeOff } from '@bin-valet/schema';
import { hashPassword } from '../auth/password';
import type { Store } from './connection';
import { DEMO_CUSTOMER_COUNT, demoCustomer, prng } from './demo-customers';
import { DEMO_STAFF } from './demo-data';
import { seedNotesAndPayments, seedServiceFor } from './demo-history';

export { DEMO_CREW, DEMO_STAFF } from './demo-data';

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
        .values({ ...demoCustomer(i, r, today), officeSavedAt: new Date().toISOString() })
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
