import { addDays, type Task, todayIn } from '@bin-valet/schema';
import type { Route } from '@playwright/test';
import { DEMO } from './support/accounts';
import { employeeId, stopFor } from './support/crew-stops';
import { expect, signInAs, test } from './support/fixtures';
import { watchForLines } from './support/page-texts';
import { signInByApi } from './support/pages';
import { BUSINESS_TZ, goOffline, taskCard, waitForServiceWorker } from './support/sync-helpers';

/**
 * A first sign-in on an empty phone: today's route is stored and shown before the first pull fills
 * the other days (docs/decisions/0026-todays-route-first.md). The pull is held back here, as a slow
 * network would, and a tap made meanwhile must reach the server once the fill ends.
 */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, serviceWorkers: 'allow' });

test("a fresh crew sign-in shows today's first card before the full pull, and keeps a tap made during the fill", async ({
  page,
  adminApi: api,
  newEmployee,
}) => {
  test.setTimeout(60_000);
  const today = todayIn(BUSINESS_TZ);
  const tomorrow = addDays(today, 1);
  const crew = await newEmployee('crew');
  const me = await employeeId(api, crew.username);
  const stamp = Date.now().toString(36);
  const todayStop = await stopFor(api, { name: `First Day ${stamp}`, address: `1 First St ${stamp}` }, today, [me]);
  const nextStop = await stopFor(api, { name: `Next Day ${stamp}`, address: `2 Next St ${stamp}` }, tomorrow, [me]);

  // Every pull request waits until the test lets it through; the day slice is not held.
  const held: Route[] = [];
  let released = false;
  let pullsAnswered = 0;
  await page.context().route('**/api/sync/pull**', async (route) => {
    if (released) {
      await route.continue();
      return;
    }
    held.push(route);
  });
  page.on('requestfinished', (req) => {
    if (req.url().includes('/api/sync/pull')) pullsAnswered += 1;
  });

  // The phone's clock is Playwright's: it runs as usual, and skips the tap's undo window after the fill.
  await page.clock.install();
  await signInAs(page, { ...crew, role: 'crew' });
  const card = taskCard(page, todayStop.curb.id);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(`First Day ${stamp}`);
  await expect(taskCard(page, todayStop.house.id)).toBeVisible();
  // Shown while the full pull is still on its way, and the indicator says so.
  expect(held.length).toBeGreaterThan(0);
  expect(pullsAnswered).toBe(0);
  await expect(page.getByTestId('sync-indicator')).toContainText('Loading the other days…');

  // A tap during the fill shows at once and waits in the outbox.
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByTestId('task-status')).toHaveText('Completed');
  await expect(page.getByTestId('sync-indicator')).toContainText('1 change waiting');

  // The network comes back: the pull fills the other days, the tap survives it and is pushed.
  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByTestId('sync-indicator')).not.toContainText('Loading', { timeout: 30_000 });
  await expect(card.getByTestId('task-status')).toHaveText('Completed');
  await page.clock.fastForward(10_500);
  await expect
    .poll(
      async () => {
        const res = await api.post('/api/jobs/tasks/bulk', { data: { jobIds: [todayStop.curb.jobId] } });
        const tasks = ((await res.json()) as Record<string, Task[]>)[String(todayStop.curb.jobId)] ?? [];
        return tasks.find((t) => t.id === todayStop.curb.id)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  await expect(page.getByTestId('sync-indicator')).toContainText('All changes saved', { timeout: 15_000 });

  // Offline after the fill, another day of the window works too.
  await waitForServiceWorker(page);
  await goOffline(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(taskCard(page, nextStop.curb.id)).toBeVisible();
  await expect(taskCard(page, nextStop.curb.id)).toContainText(`Next Day ${stamp}`);
});

test("opening the crew dashboard with a session: the server's page brings the user and today's slice, nothing asks for them, and no empty day shows meanwhile", async ({
  page,
  adminApi: api,
  newEmployee,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const crew = await newEmployee('crew');
  const me = await employeeId(api, crew.username);
  const stamp = Date.now().toString(36);
  const stop = await stopFor(api, { name: `Early ${stamp}`, address: `3 Early St ${stamp}` }, today, [me]);
  // Signed in through the API, as a phone whose session outlived its local data (docs/decisions/0029).
  await signInByApi(page, crew, { land: false });
  const asked: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path === '/api/auth/me' || path === '/api/sync/today' || path === '/crew-start.js') asked.push(path);
  });

  // Everything the page says while it fills: an empty new database is not a day without stops.
  const said = await watchForLines(page, ['No stops assigned to you on this day', 'No tasks scheduled for this day']);

  await page.goto('/crew-dashboard');
  await expect(taskCard(page, stop.curb.id)).toContainText(`Early ${stamp}`, { timeout: 15_000 });
  await expect(page.getByTestId('sync-indicator')).not.toContainText('Loading', { timeout: 30_000 });
  // The page came with the signed-in user and today's stops (docs/decisions/0058).
  expect(asked).toEqual([]);
  expect(await said()).toEqual([]);
});

test("an office browser's first open of the crew dashboard shows today's stops from its own copy, never first as read online", async ({
  page,
  adminApi: api,
  newEmployee,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  // A crew member of its own: a demo crew member's day is counted by other tests.
  const crew = await employeeId(api, (await newEmployee('crew')).username);
  const stop = await stopFor(api, { name: `Office ${stamp}`, address: `5 Office St ${stamp}` }, today, [crew]);
  await signInByApi(page, DEMO.manager, { land: false });
  const said = await watchForLines(page, ['Read from the server', 'No tasks scheduled for this day']);

  await page.goto('/crew-dashboard');
  await expect(taskCard(page, stop.curb.id)).toContainText(`Office ${stamp}`, { timeout: 15_000 });
  await expect(page.getByTestId('sync-indicator')).not.toContainText('Loading', { timeout: 30_000 });
  expect(await said()).toEqual([]);
});
