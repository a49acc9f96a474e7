import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { customerWithTodaysTask, expectOneLoadedPhoto, loadedWidth, officeCurbPhotos } from './support/curb-photos';
import { expect, test } from './support/fixtures';
import { unique } from './support/pages';
import { BUSINESS_TZ } from './support/sync-helpers';

/** Curb photos and the customer's place, seeded through the real API, seen on the office and tracking screens. */

test.use({ timezoneId: BUSINESS_TZ });
test.describe.configure({ timeout: 90_000 });

/** A camera-sized photo with EXIF, as a phone would send it. */
const cameraPhoto = (background: string) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background } })
    .withExif({ IFD0: { Make: 'CurbCam' } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function uploadPhoto(crew: APIRequestContext, taskId: number, background: string, takenAt: string) {
  const res = await crew.put(`/api/tasks/${taskId}/photos/${randomUUID()}?takenAt=${takenAt}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: await cameraPhoto(background),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { url: string };
}

// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });

test('the office sees each task’s photos, full size on click, and where the customer’s place came from', async ({
  managerPage: page,
  managerApi: manager,
  crewApi: crew,
}) => {
  const c = await customerWithTodaysTask(manager, { name: unique('Curb '), address: '2400 Thorndyke Ave W' });
  const staff = await uploadPhoto(crew, c.curb.id, '#2f855a', new Date().toISOString());
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

  const strip = await officeCurbPhotos(page, c.id);
  await expect(page.getByTestId('place-source')).toHaveText(
    'Location: 47.64650, -122.39360, learned from the crew at a completed stop',
  );
  await expect(strip.getByRole('img')).toHaveAttribute('src', staff.url);
  await strip.getByRole('listitem').click();
  const dialog = page.getByRole('dialog', { name: 'Photo' });
  const full = dialog.getByTestId('full-photo');
  await expect(full).toBeVisible();
  // Stored at most 1600 px on its longest side, whatever the phone sent.
  await expect.poll(() => loadedWidth(full)).toBe(1600);
  await expect(dialog).toContainText(/by \S+/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the customer sees the photos of their recent services on the tracking page, through their own link', async ({
  page,
  managerApi: manager,
  crewApi: crew,
}) => {
  const c = await customerWithTodaysTask(manager, { name: unique('Curb '), address: '2400 Thorndyke Ave W' });
  const staff = await uploadPhoto(crew, c.curb.id, '#c05621', new Date().toISOString());
  await page.goto(`/track/${c.token}`);
  await expect(page.getByRole('heading', { name: `Welcome, ${c.name}` })).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: 'Photos from your recent services' });
  const thumb = card.getByRole('img');
  await expectOneLoadedPhoto(thumb);
  const src = await thumb.getAttribute('src');
  expect(src).toMatch(new RegExp(`^/api/track/${c.token}/photos/[A-Za-z0-9_-]{16}$`));
  expect(src).not.toBe(staff.url);
  const axe = await new AxeBuilder({ page })
    .include('section[aria-label="Photos from your recent services"]')
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await card.getByRole('listitem').click();
  const full = page.getByRole('dialog', { name: 'Photo' }).getByTestId('full-photo');
  await expect.poll(() => loadedWidth(full)).toBe(1600);
  // Without a session the staff address of the same photo is refused.
  expect((await page.request.get(staff.url)).status()).toBe(401);
});
