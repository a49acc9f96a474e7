import type { Customer, TaskPhoto, TasksByJob } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { cameraImage } from './support/camera-image';
import { customerWithTodaysTask, expectOneLoadedPhoto, loadedWidth, officeCurbPhotos } from './support/curb-photos';
import { expect, test } from './support/fixtures';
import { unique } from './support/pages';
import { BUSINESS_TZ, crewDashboardAllStops, goOffline, goOnline, taskCard } from './support/sync-helpers';

/**
 * The crew phone's half of curb photos: a photo taken with the network really cut is shrunk and kept on
 * the phone through a reload, goes up after its task's completion when the network returns, and is
 * then seen by the office and the customer; a completion's precise position places a customer.
 */

// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** A customer with no place yet and a curb task today, at an address of its own. */
const photoCustomer = (api: APIRequestContext) =>
  customerWithTodaysTask(api, {
    name: unique('Photo Curb '),
    address: `${Math.floor(Math.random() * 9000) + 1000} W Raye St`,
  });

/** The photos the phone keeps, read straight from IndexedDB (size, pixels, queue state). */
const storedPhotos = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ width: number; height: number; bytes: number; type: string; waiting: number }[]>(
        (resolve, reject) => {
          const open = indexedDB.open('bin-valet');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('photos').objectStore('photos').getAll();
            req.onsuccess = () =>
              resolve(
                req.result.map((p) => ({
                  width: p.width,
                  height: p.height,
                  bytes: p.blob.size,
                  type: p.blob.type,
                  waiting: p.waiting,
                })),
              );
            req.onerror = () => reject(req.error);
          };
        },
      ),
  );

test('offline at the curb: complete, add a photo, reload, and the office and the customer see it once back online', async ({
  page,
  pageAs,
  openPage,
  managerApi: manager,
}) => {
  const c = await photoCustomer(manager);
  const camera = await cameraImage();
  expect(camera.byteLength).toBeGreaterThan(1024 * 1024);

  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(c.name);
  const card = taskCard(page, c.curb.id);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('All changes saved')).toBeVisible();

  await goOffline(page);
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByTestId('task-status')).toHaveText('Completed');
  // The done stop folds to one line: a tap opens it for the curb photo.
  await card.getByRole('button', { name: /Open stop$/ }).click();
  await card.getByTestId('photo-input').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: camera });

  // Shown at once from the phone's own copy, marked as waiting.
  const photo = card.getByTestId('task-photo');
  await expect(photo).toHaveCount(1, { timeout: 20_000 });
  await expect(photo.getByTestId('waiting-to-sync')).toBeVisible();
  await expect.poll(() => loadedWidth(photo.getByRole('img'))).toBeGreaterThan(0);
  await expect(page.getByTestId('sync-indicator')).toContainText('Offline · 1 change, 1 photo waiting');
  // Shrunk on the phone: 1200 × 1600 JPEG, well under the server's limit.
  const [kept] = await storedPhotos(page);
  expect(kept).toMatchObject({ width: 1200, height: 1600, type: 'image/jpeg', waiting: 1 });
  expect(kept.bytes).toBeLessThan(400 * 1024);

  // Reload with no network: the photo and its mark are still there.
  await page.reload();
  await page.getByLabel('Search tasks').fill(c.name);
  await expect(card.getByTestId('task-status')).toHaveText('Completed');
  await card.getByRole('button', { name: /Open stop$/ }).click();
  await expect(photo.getByTestId('waiting-to-sync')).toBeVisible();
  await expect.poll(() => loadedWidth(photo.getByRole('img'))).toBeGreaterThan(0);
  await expect(page.getByTestId('sync-indicator')).toContainText('1 photo waiting');
  expect(
    (await (await manager.get(`/api/tasks/${c.curb.id}/photos`)).json()) as unknown[],
    'nothing reached the server while offline',
  ).toEqual([]);

  // Watch the order things reach the server in once the network is back.
  const sent: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/sync/push')) sent.push('push');
    else if (r.method() === 'PUT' && r.url().includes(`/api/tasks/${c.curb.id}/photos/`)) sent.push('photo');
  });
  await goOnline(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  await expect(photo.getByTestId('waiting-to-sync')).toHaveCount(0);
  // Still shown once sent.
  await expect.poll(() => loadedWidth(photo.getByRole('img'))).toBeGreaterThan(0);
  expect(sent.indexOf('push')).toBeGreaterThanOrEqual(0);
  expect(sent.indexOf('push')).toBeLessThan(sent.indexOf('photo'));
  expect(sent.filter((s) => s === 'photo')).toHaveLength(1);

  const stored = (await (await manager.get(`/api/tasks/${c.curb.id}/photos`)).json()) as TaskPhoto[];
  expect(stored).toHaveLength(1);
  const [curb] = (
    (await (await manager.post('/api/jobs/tasks/bulk', { data: { jobIds: [c.curb.jobId] } })).json()) as TasksByJob
  )[String(c.curb.jobId)].filter((t) => t.id === c.curb.id);
  expect(curb.status).toBe('completed');

  // The office on the customer's page, and the customer on their tracking link, each in a browser of their own.
  await officeCurbPhotos(await pageAs('manager', { viewport: { width: 1280, height: 720 } }), c.id);
  const tracking = await openPage({ viewport: { width: 390, height: 844 } });
  await tracking.goto(`/track/${c.token}`);
  const thumb = tracking.getByRole('region', { name: 'Photos from your recent services' }).getByRole('img');
  await expectOneLoadedPhoto(thumb, 20_000);
});

test('a customer with no place gets the position of the crew’s completion when it is precise', async ({
  page,
  context,
  managerApi: manager,
}) => {
  const c = await photoCustomer(manager);
  const before = (await (await manager.get(`/api/signups/${c.id}`)).json()) as Customer;
  expect(before.latitude).toBeNull();

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.6439, longitude: -122.4021, accuracy: 10 });
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(c.name);
  const card = taskCard(page, c.curb.id);
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByTestId('task-status')).toHaveText('Completed');

  // Sent after the undo window; the server keeps the position with its source.
  await expect
    .poll(
      async () => {
        const now = (await (await manager.get(`/api/signups/${c.id}`)).json()) as Customer;
        return [Number(now.latitude), Number(now.longitude), now.coordinatesSource];
      },
      { timeout: 30_000 },
    )
    .toEqual([47.6439, -122.4021, 'crew']);
});

test('a phone short of storage says so before the camera opens, and keeps the photos it has', async ({
  page,
  context,
  managerApi: manager,
}) => {
  const c = await photoCustomer(manager);
  // The browser reports 12 MB free (a full phone); the app's own check does the rest.
  await context.addInitScript(() => {
    const MB = 1024 * 1024;
    Object.defineProperty(navigator.storage, 'estimate', {
      value: () => Promise.resolve({ quota: 1000 * MB, usage: 988 * MB }),
    });
  });
  await crewDashboardAllStops(page);
  await page.getByLabel('Search tasks').fill(c.name);
  const card = taskCard(page, c.curb.id);
  await expect(card).toBeVisible({ timeout: 20_000 });

  const chooser = page.waitForEvent('filechooser', { timeout: 1500 }).then(
    () => true,
    () => false,
  );
  await card.getByRole('button', { name: 'Add photo' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'This phone is out of storage for photos (12 MB free). Photos already taken are kept and will still be sent. Free some space, then add the photo again.',
  );
  expect(await chooser, 'the camera did not open').toBe(false);

  // A photo chosen anyway (e.g. picked before space ran out) is refused with the same words, not stored.
  await card.getByTestId('photo-input').setInputFiles({
    name: 'IMG_0002.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraImage(),
  });
  await expect(card.getByRole('alert')).toContainText('out of storage for photos');
  await expect(card.getByTestId('task-photo')).toHaveCount(0);
  expect(await storedPhotos(page)).toEqual([]);
});
