import { type Task, weekdayOf } from '@bin-valet/schema';
import { type APIRequestContext, expect } from '@playwright/test';

/** Stops for one crew member's day, set up through the real office API (signup, job, assignments). */

export async function employeeId(api: APIRequestContext, username: string): Promise<number> {
  const res = await api.get('/api/admin/employees');
  expect(res.status()).toBe(200);
  const staff = (await res.json()) as { id: number; username: string }[];
  const found = staff.find((s) => s.username === username);
  if (!found) throw new Error(`no employee ${username}`);
  return found.id;
}

export interface Stop {
  customerId: number;
  curb: Task;
  house: Task;
}

/**
 * A customer with signup notes whose job puts both tasks on `date`, assigned to `assignTo` (employee
 * ids; none leaves the stop unassigned).
 */
export async function stopFor(
  api: APIRequestContext,
  fields: { name: string; address: string; notes?: string },
  date: string,
  assignTo: number[],
): Promise<Stop> {
  const weekday = weekdayOf(date);
  const created = await api.post('/api/signups', {
    data: {
      ...fields,
      zipCode: '98199',
      phone: '206-555-0142',
      email: 'crew-e2e@example.com',
      needsGarbage: true,
      binsToCurbDay: weekday,
      collectionDay: weekday,
      binsToResidenceDay: weekday,
    },
  });
  expect(created.status()).toBe(201);
  const { customer } = (await created.json()) as { customer: { id: number } };
  const job = await api.post('/api/jobs', { data: { customerId: customer.id, collectionDate: date } });
  expect(job.status()).toBe(201);
  const { tasks } = (await job.json()) as { tasks: Task[] };
  const curb = tasks.find((t) => t.taskType === 'take_to_curb');
  const house = tasks.find((t) => t.taskType === 'return_to_house');
  if (!curb || !house) throw new Error('job without its two tasks');
  for (const task of [curb, house])
    for (const id of assignTo) {
      const res = await api.post('/api/tasks/assignments', { data: { taskId: task.id, employeeId: id } });
      expect(res.status()).toBe(201);
    }
  return { customerId: customer.id, curb, house };
}
