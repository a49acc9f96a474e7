import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { addDays, type Job, type Task, type TasksByJob, todayIn, weekdayOf } from '@bin-valet/schema';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO } from './support/accounts';
import { apiAs, seeToast, signIn, unique } from './support/pages';
import { BUSINESS_TZ } from './support/sync-helpers';

/** Curb photos and the customer's place, seeded through the real API, seen on the office and tracking screens. */

const TZ = BUSINESS_TZ;
const today = todayIn(TZ);
test.use({ timezoneId: TZ });
test.describe.configure({ timeout: 90_000 });

let manager: APIRequestContext;
let crew: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  manager = await apiAs(baseURL ?? '', DEMO.manager.username, DEMO.manager.password);
  crew = await apiAs(baseURL ?? '', DEMO.crew.username, DEMO.crew.password);
});
test.afterAll(async () => {
  await manager.dispose();
  await crew.dispose();
});

/** A camera-sized photo with EXIF, as a phone would send it. */
const cameraPhoto = (background: string) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background } })
    .withExif({ IFD0: { Make: 'CurbCam' } })
    .jpeg({ quality: 70 })
    .toBuffer();

/** A customer without coordinates, served every day of the week so a task falls on today. */
async function customerWithTodaysTask() {
  const name = unique('Curb ');
  // Curb, collection and residence all on today's weekday: the first job's tasks are today.
  const day = weekdayOf(today);
  const res = await manager.post('/api/signups', {
    data: {
      name,
      address: '2400 Thorndyke Ave W',
      zipCode: '98199',
      phone: '2065550177',
      email: 'curb@example.com',
      needsGarbage: true,
      binsToCurbDay: day,
      collectionDay: day,
      binsToResidenceDay: day,
      serviceStartDate: today,
      serviceEndDate: addDays(today, 6),
    },
  });
  expect(res.status()).toBe(201);
  const { customer } = (await res.json()) as { customer: { id: number; trackingToken: string } };
  const jobs = (await (await manager.get(`/api/signups/${customer.id}/jobs`)).json()) as Job[];
  const tasksByJob = (await (
    await manager.post('/api/jobs/tasks/bulk', { data: { jobIds: jobs.map((j) => j.id) } })
  ).json()) as TasksByJob;
  const curb = Object.values(tasksByJob)
    .flat()
    .find((t: Task) => t.scheduledDate === today && t.taskType === 'take_to_curb');
  if (!curb) throw new Error('no curb task today');
  return { id: customer.id, token: customer.trackingToken, name, curb };
}

async function uploadPhoto(taskId: number, background: string, takenAt: string) {
  const res = await crew.put(`/api/tasks/${taskId}/photos/${randomUUID()}?takenAt=${takenAt}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: await cameraPhoto(background),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { url: string };
}

/** The image really loaded (a broken or refused src has no natural size). */
const loadedWidth = (img: Locator) => img.evaluate((img) => (img as HTMLImageElement).naturalWidth);

test('the office sees each task’s photos, full size on click, and where the customer’s place came from', async ({
  page,
}) => {
  const c = await customerWithTodaysTask();
  const staff = await uploadPhoto(c.curb.id, '#2f855a', new Date().toISOString());
  // The crew completes the stop with a precise position: the customer had none, so it becomes theirs.
  const push = await crew.post('/api/sync/push', {
    data: {
      clientId: `e2e-curb-${unique('')}`,
      mutations: [
        {
          mutationId: randomUUID(),
          name: 'setTaskStatus',
          args: {
            taskId: c.curb.id,
            status: 'completed',
            completedAt: new Date().toISOString(),
            lat: 47.6465,
            lng: -122.3936,
            accuracy: 8,
          },
          createdAt: new Date().toISOString(),
        },
      ],
    },
  });
  expect(((await push.json()) as { results: { status: string }[] }).results[0].status).toBe('applied');

  await signIn(page, DEMO.manager.username, DEMO.manager.password);
  await expect(page).toHaveURL(/\/admin$/);
  await seeToast(page, 'Login Successful');
  await page.goto(`/customer/${c.id}`);
  await expect(page.getByRole('heading', { name: 'Job Tracking' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('place-source')).toHaveText(
    'Location: 47.64650, -122.39360, learned from the crew at a completed stop',
  );

  const strip = page.getByRole('list', { name: /^Photos of Bins to Curb/ });
  const thumb = strip.getByRole('img');
  await expect(thumb).toHaveCount(1, { timeout: 15_000 });
  await expect(thumb).toHaveAttribute('src', staff.url);
  await expect.poll(() => loadedWidth(thumb)).toBeGreaterThan(0);
  await strip.getByRole('listitem').click();
  const dialog = page.getByRole('dialog', { name: 'Photo' });
  const full = dialog.getByTestId('full-photo');
  await expect(full).toBeVisible();
  // Stored at most 1600 px on its longest side, whatever the phone sent.
  await expect.poll(() => full.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);
  await expect(dialog).toContainText(/by \S+/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the customer sees the photos of their recent services on the tracking page, through their own link', async ({
  page,
}) => {
  const c = await customerWithTodaysTask();
  const staff = await uploadPhoto(c.curb.id, '#c05621', new Date().toISOString());
  await page.goto(`/track/${c.token}`);
  await expect(page.getByRole('heading', { name: `Welcome, ${c.name}` })).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: 'Photos from your recent services' });
  const thumb = card.getByRole('img');
  await expect(thumb).toHaveCount(1);
  const src = await thumb.getAttribute('src');
  expect(src).toMatch(new RegExp(`^/api/track/${c.token}/photos/[A-Za-z0-9_-]{16}$`));
  expect(src).not.toBe(staff.url);
  await expect.poll(() => loadedWidth(thumb)).toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page })
    .include('section[aria-label="Photos from your recent services"]')
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await card.getByRole('listitem').click();
  const full = page.getByRole('dialog', { name: 'Photo' }).getByTestId('full-photo');
  await expect.poll(() => full.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);
  // Without a session the staff address of the same photo is refused.
  expect((await page.request.get(staff.url)).status()).toBe(401);
});
