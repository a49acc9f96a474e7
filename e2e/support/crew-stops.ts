import type { Task } from '@bin-valet/schema';
import { type APIRequestContext, expect } from '@playwright/test';
import { customerServedOn, jobOn } from './signups';

/** Stops for one crew member's day, set up through the real office API (signup, job, assignments). */

export async function employeeId(api: APIRequestContext, username: string): Promise<number> {
  const res = await api.get('/api/admin/employees');
  expect(res.status()).toBe(200);
  const staff = (await res.json()) as { id: number; username: string }[];
  const found = staff.find((s) => s.username === username);
  if (!found) throw new Error(`no employee ${username}`);
  return found.id;
}

/** Hands the tasks to `username`: a crew phone holds its own stops, and unheld ones of today and tomorrow only. */
export async function assignTasks(api: APIRequestContext, username: string, tasks: Pick<Task, 'id'>[]) {
  await assignToEmployees(api, tasks, [await employeeId(api, username)]);
}

async function assignToEmployees(api: APIRequestContext, tasks: Pick<Task, 'id'>[], employeeIds: number[]) {
  for (const task of tasks)
    for (const id of employeeIds) {
      const res = await api.post('/api/tasks/assignments', { data: { taskId: task.id, employeeId: id } });
      expect(res.status()).toBe(201);
    }
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
  fields: { name: string; address: string; notes?: string; accessNotes?: string },
  date: string,
  assignTo: number[],
): Promise<Stop> {
  const customer = await customerServedOn(api, date, {
    ...fields,
    phone: '206-555-0142',
    email: 'crew-e2e@example.com',
  });
  const { curb, house } = await jobOn(api, customer.id, date);
  await assignToEmployees(api, [curb, house], assignTo);
  return { customerId: customer.id, curb, house };
}
