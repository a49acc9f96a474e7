import { addDays, holidayShiftFor, type Job, type Task, type TasksByJob, todayIn, weekdayOf } from '@bin-valet/schema';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { customerServedOn } from './signups';
import { BUSINESS_TZ } from './sync-helpers';

/** Setup and checks shared by the curb-photo specs (the office's and the crew phone's halves). */

/**
 * A customer without coordinates, signed up through the office API for one week from today, whose
 * first job's curb task is today: every service day is today's weekday, except in a holiday week from
 * the holiday on, where the city collects a day late and the bins go out a day late with it, so the
 * bins go out on yesterday's weekday and the collection is today's.
 */
export async function customerWithTodaysTask(api: APIRequestContext, fields: { name: string; address: string }) {
  const today = todayIn(BUSINESS_TZ);
  const holidayWeek = holidayShiftFor(today) !== undefined;
  const customer = await customerServedOn(api, today, {
    ...fields,
    ...(holidayWeek ? { binsToCurbDay: weekdayOf(addDays(today, -1)) } : {}),
    phone: '2065550177',
    email: 'curb@example.com',
    serviceStartDate: today,
    serviceEndDate: addDays(today, 6),
  });
  const jobs = (await (await api.get(`/api/signups/${customer.id}/jobs`)).json()) as Job[];
  const tasksByJob = (await (
    await api.post('/api/jobs/tasks/bulk', { data: { jobIds: jobs.map((j) => j.id) } })
  ).json()) as TasksByJob;
  const curb = Object.values(tasksByJob)
    .flat()
    .find((t: Task) => t.scheduledDate === today && t.taskType === 'take_to_curb');
  if (!curb) throw new Error('no curb task today');
  return { id: customer.id, token: customer.trackingToken, name: fields.name, curb };
}

/** The image really loaded (a broken or refused src has no natural size). */
export const loadedWidth = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth);

/** Exactly one photo, and it really loaded. */
export async function expectOneLoadedPhoto(thumb: Locator, timeout?: number) {
  await expect(thumb).toHaveCount(1, { timeout });
  await expect.poll(() => loadedWidth(thumb)).toBeGreaterThan(0);
}

/** Opens the office's page of a customer and waits for the one photo of its curb task; returns the photo strip. */
export async function officeCurbPhotos(page: Page, customerId: number): Promise<Locator> {
  await page.goto(`/customer/${customerId}`);
  await expect(page.getByRole('heading', { name: 'Job Tracking' })).toBeVisible({ timeout: 20_000 });
  const strip = page.getByRole('list', { name: /^Photos of Bins to Curb/ });
  await expectOneLoadedPhoto(strip.getByRole('img'), 15_000);
  return strip;
}
