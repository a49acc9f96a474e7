import AxeBuilder from '@axe-core/playwright';
import { addDays, todayIn } from '@bin-valet/schema';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { employeeId, stopFor } from './support/crew-stops';
import { expect, test as signedIn, signInAs } from './support/fixtures';
import { BUSINESS_TZ, goOffline, goOnline, taskCard, tasksOfJob, waitForServiceWorker } from './support/sync-helpers';

const GATE = 'Gate code 1234. Bins are on the left side of the garage.';
const MARKET = 'Signed up at the Magnolia Village farmers market';

async function setUp(api: APIRequestContext) {
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const casey = await employeeId(api, DEMO.crew.username);
  const jordan = await employeeId(api, DEMO.crew2.username);
  const mine = await stopFor(
    api,
    { name: `Ada Mine ${stamp}`, address: `12 Curb Ln ${stamp}`, accessNotes: GATE, notes: MARKET },
    today,
    [casey],
  );
  // The office's pinned note joins the access text as access notes; the signup's other notes stay the office's.
  const note = await api.post(`/api/customers/${mine.customerId}/notes`, { data: { noteText: 'Dog is friendly' } });
  expect(note.status()).toBe(201);
  const { id: noteId } = (await note.json()) as { id: number };
  expect((await api.patch(`/api/customer-notes/${noteId}/pin`, { data: { isPinned: true } })).ok()).toBe(true);
  const theirs = await stopFor(api, { name: `Bo Theirs ${stamp}`, address: `14 Curb Ln ${stamp}` }, today, [jordan]);
  // Casey and Jordan share a stop later this week (outside this test's search): they are a crew, so
  // Casey's phone holds Jordan's stops too.
  const crewStamp = `${stamp}x`.split('').reverse().join('');
  await stopFor(api, { name: `Di Shared ${crewStamp}`, address: `18 Crew Ln ${crewStamp}` }, addDays(today, 3), [
    casey,
    jordan,
  ]);
  const nobody = await stopFor(api, { name: `Cy Nobody ${stamp}`, address: `16 Curb Ln ${stamp}` }, today, []);
  return { api, stamp, mine, theirs, nobody };
}

type Stops = Awaited<ReturnType<typeof setUp>>;

const asCasey = (page: Page) => signInAs(page, DEMO.crew);

/**
 * `stops`: Casey's, Jordan's and nobody's stop today, made through the office API. `crewPage` here waits
 * for them, so Casey's first pull after signing in already brings them.
 */
const test = signedIn.extend<{ stops: Stops }>({
  stops: async ({ adminApi }, use) => {
    await use(await setUp(adminApi));
  },
  crewPage: async ({ page, stops }, use) => {
    void stops;
    await asCasey(page);
    await use(page);
  },
});

/** The crew dashboard as a crew member meets it on a 360 × 780 phone, with assigned and unassigned stops. */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 360, height: 780 }, serviceWorkers: 'allow' });

/** axe-core: no serious or critical violation on the crew screens either. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** Every button and link of a card is at least 44 px high. */
async function tapTargetsOf(card: Locator) {
  const heights = await card
    .locator('button:visible, a:visible')
    .evaluateAll((els) => els.map((e) => [e.textContent?.trim(), e.getBoundingClientRect().height] as const));
  expect(heights.length).toBeGreaterThan(0);
  for (const [label, h] of heights) expect(h, `${label} is ${h}px high`).toBeGreaterThanOrEqual(44);
}

test('crew start at their route, see only what they can use, and a read-only customer', async ({
  crewPage: page,
  stops: { stamp, mine },
}) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-nav');
  await expect(menu.getByRole('link')).toHaveText(['Route Planner', 'Crew Dashboard']);
  await page.getByRole('button', { name: 'Close menu' }).click();

  // Office pages send crew back to their route.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/crew-dashboard$/);
  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/crew-dashboard$/);

  await page.getByLabel('Search tasks').fill(stamp);
  await taskCard(page, mine.curb.id)
    .getByRole('link', { name: `Ada Mine ${stamp}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer/${mine.customerId}$`));
  const view = page.getByTestId('crew-customer');
  await expect(view.getByRole('heading', { name: `Ada Mine ${stamp}` })).toBeVisible();
  await expect(view).toContainText(`12 Curb Ln ${stamp}, Seattle, WA 98199`);
  await expect(view).toContainText('206-555-0142');
  await expect(view.getByTestId('access-notes')).toContainText(GATE);
  await expect(view.getByTestId('access-notes')).toContainText('Dog is friendly');
  await expect(view.getByTestId('access-notes')).not.toContainText(MARKET);
  await expect(view).toContainText('1 Garbage');
  await expect(page.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await noHorizontalScroll(page);
  await expectAccessible(page);
});

test('my stops first, whose each stop is, and a question before taking someone else’s', async ({
  crewPage: page,
  stops: { stamp, mine, theirs, nobody },
}) => {
  await page.getByLabel('Search tasks').fill(stamp);
  const cards = page.getByTestId('task-card');
  await expect(cards).toHaveCount(2);
  await expect(taskCard(page, mine.curb.id).getByTestId('assignee')).toHaveText('Assigned to: You');

  await page.getByRole('button', { name: 'All stops' }).click();
  await expect(cards).toHaveCount(6);
  await expect(taskCard(page, theirs.curb.id).getByTestId('assignee')).toHaveText('Assigned to: Jordan');
  const unassigned = taskCard(page, nobody.curb.id).getByTestId('assignee');
  await expect(unassigned).toHaveText('Assigned to: Unassigned');
  await expect(unassigned.locator('span')).toHaveCSS('color', 'rgb(220, 38, 38)');
  await expectAccessible(page);

  // Remembered across a reload.
  await page.reload();
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(page.getByRole('button', { name: 'All stops' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(6);

  // Someone else's stop asks first; Cancel leaves it alone.
  await taskCard(page, theirs.curb.id).getByRole('button', { name: 'Complete' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Not your stop' });
  await expect(ask).toContainText('This stop is assigned to Jordan');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(taskCard(page, theirs.curb.id).getByTestId('task-status')).toHaveText('Scheduled');
  // An unassigned stop does not ask.
  await taskCard(page, nobody.curb.id).getByRole('button', { name: 'Complete' }).click();
  await expect(taskCard(page, nobody.curb.id).getByTestId('task-status')).toHaveText('Completed');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('offline at the door: access notes, Navigate, Call, Text, undo, and a reason for a missed stop', async ({
  crewPage: page,
  stops: { api, stamp, mine },
}) => {
  test.setTimeout(90_000);
  const curbBefore = (await tasksOfJob(api, mine.curb.jobId)).find((t) => t.id === mine.curb.id);
  // The phone's clock is Playwright's: it runs as usual, and skips the undo window once it is tested.
  await page.clock.install();
  await waitForServiceWorker(page);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await goOffline(page);
  await page.reload();
  await page.getByLabel('Search tasks').fill(stamp);

  const curb = taskCard(page, mine.curb.id);
  await expect(curb.getByTestId('access-notes')).toContainText(GATE);
  await expect(curb.getByTestId('access-notes')).toContainText('Dog is friendly');
  await expect(curb.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`12 Curb Ln ${stamp}, Seattle, WA 98199`)}`,
  );
  await expect(curb.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:2065550142');
  await expect(curb.getByRole('link', { name: 'Text customer' })).toHaveAttribute(
    'href',
    `sms:2065550142?body=${encodeURIComponent('Hi Ada, your bins are at the curb. – Magnolia Bin Valet')}`,
  );
  await expect(taskCard(page, mine.house.id).getByRole('link', { name: 'Text customer' })).toHaveAttribute(
    'href',
    /your%20bins%20are%20back%20at%20the%20house/,
  );
  await tapTargetsOf(curb);

  // Complete, then Undo within the window: nothing is left to send.
  await curb.getByRole('button', { name: 'Complete' }).click();
  await expect(curb.getByTestId('task-status')).toHaveText('Completed');
  await expect(page.getByText('Saved on this phone').first()).toBeVisible();
  await expect(curb.getByTestId('undo-bar')).toBeVisible();
  await tapTargetsOf(curb);
  await curb.getByRole('button', { name: 'Undo' }).click();
  await expect(curb.getByTestId('task-status')).toHaveText('Scheduled');
  await expect(curb.getByRole('button', { name: 'Complete' })).toBeVisible();
  await expect(page.getByText(/changes? waiting/)).toHaveCount(0);

  // Mark Missed asks why.
  const house = taskCard(page, mine.house.id);
  await house.getByRole('button', { name: 'Mark Missed' }).click();
  const why = page.getByRole('dialog', { name: 'Why was this stop missed?' });
  await why.getByRole('button', { name: 'Mark Missed' }).click();
  await expect(why.getByText('Choose a reason')).toBeVisible();
  await why.getByRole('button', { name: 'Other' }).click();
  await why.getByRole('button', { name: 'Mark Missed' }).click();
  await expect(why.getByText('Say what happened')).toBeVisible();
  await why.getByRole('button', { name: 'Gate locked' }).click();
  await why.getByRole('button', { name: 'Mark Missed' }).click();
  await expect(house.getByTestId('task-status')).toHaveText('Missed');
  // A done stop is one line; a tap opens it again.
  await house.getByRole('button', { name: /Open stop$/ }).click();
  await expect(house).toContainText('Missed: Gate locked');
  await expect(page.getByText('Offline · 2 changes waiting')).toBeVisible();
  await noHorizontalScroll(page);

  // The toast drops just below the sticky header: its menu, sync state and search stay in reach.
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await expect(toast).toBeVisible();
  // Measured where it settles, once it has slid in (a busy machine caught it mid-slide).
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: test.info().outputPath('offline-missed.png') });
  const toastBox = await toast.boundingBox();
  const headerBox = await page.locator('header').boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 999) - 1);

  await page.clock.fastForward(10_500);
  await expect(house.getByTestId('undo-bar')).toHaveCount(0);
  await goOnline(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  // The toast names the stop and what happened to it.
  await expect(page.getByText(`12 Curb Ln ${stamp}: marked missed`)).toBeVisible();

  const onServer = await tasksOfJob(api, mine.curb.jobId);
  const serverCurb = onServer.find((t) => t.id === mine.curb.id);
  const serverHouse = onServer.find((t) => t.id === mine.house.id);
  // The undone Complete never reached the server: the task is as the office made it.
  expect(serverCurb?.status).toBe('scheduled');
  expect(serverCurb?.version).toBe(curbBefore?.version);
  expect(serverHouse?.status).toBe('missed');
  expect(serverHouse?.notes).toContain('Missed: Gate locked');
});

test('phone first: the first stop shows without scrolling and nothing is wider than the screen', async ({
  crewPage: page,
  stops: { stamp, mine },
}) => {
  await waitForServiceWorker(page);
  const first = page.getByTestId('task-card').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect((box?.y ?? 999) + 120).toBeLessThan(780);
  await noHorizontalScroll(page);

  await page.getByLabel('Search tasks').fill(stamp);
  // The first stop not yet done stands out, with the day's progress.
  await expect(taskCard(page, mine.curb.id)).toHaveAttribute('data-next', 'true');
  await expect(page.getByTestId('progress')).toHaveText('0 of 2 done');
  await goOffline(page);
  await taskCard(page, mine.curb.id).getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Offline · 1 change waiting')).toBeVisible();
  await expect(page.getByTestId('progress')).toHaveText('1 of 2 done');
  await expect(taskCard(page, mine.house.id)).toHaveAttribute('data-next', 'true');
  await noHorizontalScroll(page);
  // The menu stays on screen.
  const toggle = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  expect((toggle?.x ?? 999) + (toggle?.width ?? 0)).toBeLessThanOrEqual(360);
  // The spec's controls are one tap away.
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByLabel('Filter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await noHorizontalScroll(page);
  await goOnline(page);
});

test('my order: numbered stops, moves offline, stored on the server and shown on another phone', async ({
  page,
  pageAs,
  adminApi: api,
}) => {
  test.setTimeout(90_000);
  // A day with no demo stops, so the crew member's whole day is these three customers.
  const day = addDays(todayIn(BUSINESS_TZ), 21);
  const stamp = Date.now().toString(36);
  const casey = await employeeId(api, DEMO.crew.username);
  const stops = [];
  for (const n of [2, 4, 6])
    stops.push(await stopFor(api, { name: `Route ${n} ${stamp}`, address: `${n} Route Way ${stamp}` }, day, [casey]));
  const openDay = async (p: Page) => {
    await p.getByRole('button', { name: 'More' }).click();
    await p.getByLabel('Date').fill(day);
    await p.getByRole('button', { name: 'Less' }).click();
  };
  const order = (p: Page) =>
    p.getByTestId('task-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-task-id'))));

  await asCasey(page);
  await waitForServiceWorker(page);
  await openDay(page);
  const cards = page.getByTestId('task-card');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Route order' })).toHaveAttribute('aria-pressed', 'true');
  // No order chosen yet: numbered, in address order.
  await expect(page.getByTestId('order-label')).toHaveText('6 tasks · sorted by address');
  await expect(cards.getByTestId('stop-number')).toHaveText(['1', '2', '3', '4', '5', '6']);
  const byAddress = await order(page);
  expect(byAddress.slice(0, 2).sort()).toEqual([stops[0].curb.id, stops[0].house.id].sort());

  await goOffline(page);
  await cards.first().getByRole('button', { name: 'Move down' }).click();
  await expect(page.getByTestId('order-label')).toHaveText('6 tasks · in route order');
  const moved = [byAddress[1], byAddress[0], ...byAddress.slice(2)];
  await expect.poll(() => order(page)).toEqual(moved);
  await cards.last().getByRole('button', { name: 'Move up' }).click();
  const final = [...moved.slice(0, 4), moved[5], moved[4]];
  await expect.poll(() => order(page)).toEqual(final);
  await expect(cards.first().getByRole('button', { name: 'Move up' })).toBeDisabled();
  await expect(page.getByText('Offline · 2 changes waiting')).toBeVisible();
  await goOnline(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

  const stored = await api.get(`/api/route-orders/${casey}?date=${day}`);
  expect(((await stored.json()) as { taskIds: number[] }).taskIds).toEqual(final);

  // Another phone of the same crew member gets the order by sync.
  const phone2 = await pageAs('crew');
  await openDay(phone2);
  await expect(phone2.getByTestId('order-label')).toHaveText('6 tasks · in route order');
  await expect.poll(() => order(phone2)).toEqual(final);

  // Address order, remembered for this person.
  await phone2.getByRole('button', { name: 'By address' }).click();
  await expect(phone2.getByTestId('order-label')).toHaveText('6 tasks · sorted by address');
  await expect(phone2.getByTestId('stop-number')).toHaveCount(0);
  await phone2.reload();
  await openDay(phone2);
  await expect(phone2.getByRole('button', { name: 'By address' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => order(phone2)).toEqual(byAddress);
});

test("the office's customer page shows the access text the crew see apart from the signup notes, and the crew's missed reason", async ({
  managerPage: page,
  stops: { api, mine },
}) => {
  // The crew's reason as the note-append path stores it.
  const reason = await api.patch(`/api/tasks/${mine.house.id}`, { data: { notes: 'Missed: Gate locked' } });
  expect(reason.ok()).toBe(true);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/customer/${mine.customerId}`);
  await expect(page.getByTestId('customer-access-notes')).toContainText(GATE);
  await expect(page.getByTestId('signup-notes')).toContainText(MARKET);
  await expect(page.getByTestId('signup-notes')).not.toContainText(GATE);
  await expect(page.getByTestId('task-notes')).toContainText('Missed: Gate locked');
  await noHorizontalScroll(page);
});

test("the route planner's Optimize order becomes the crew member's route order on their dashboard", async ({
  page,
  adminApi: api,
}) => {
  test.setTimeout(60_000);
  const day = addDays(todayIn(BUSINESS_TZ), 22);
  const stamp = Date.now().toString(36);
  const casey = await employeeId(api, DEMO.crew.username);
  const jordan = await employeeId(api, DEMO.crew2.username);
  // Far apart along a line, so the optimised order differs from the address order.
  const places = [
    { n: 2, lat: 47.66 },
    { n: 4, lat: 47.62 },
    { n: 6, lat: 47.64 },
  ];
  const mine = [];
  for (const p of places) {
    const stop = await stopFor(api, { name: `Plan ${p.n} ${stamp}`, address: `${p.n} Plan Pl ${stamp}` }, day, [casey]);
    const patched = await api.patch(`/api/signups/${stop.customerId}`, {
      data: { latitude: String(p.lat), longitude: '-122.40' },
    });
    expect(patched.ok()).toBe(true);
    mine.push(stop);
  }
  // Someone else's stop that day stays out of Casey's order.
  const other = await stopFor(api, { name: `Plan other ${stamp}`, address: `8 Plan Pl ${stamp}` }, day, [jordan]);

  await asCasey(page);
  await page.goto(`/route-planner?date=${day}&days=1`);
  const curb = page.getByRole('region', { name: 'Bins to Curb', exact: true });
  // Every crew's stops show in the planner (the office's scheduled jobs too).
  await expect(curb.getByTestId('route-stop').filter({ hasText: stamp })).toHaveCount(4, { timeout: 15_000 });
  await curb.getByRole('button', { name: 'Optimize order' }).click();
  await expect(curb.getByTestId('order-mode')).toHaveText('Optimized order');

  const stored = async () =>
    ((await (await api.get(`/api/route-orders/${casey}?date=${day}`)).json()) as { taskIds: number[] }).taskIds;
  await expect.poll(stored, { timeout: 15_000 }).toHaveLength(6);
  const taskIds = await stored();
  expect(taskIds).not.toContain(other.curb.id);
  expect(taskIds.slice(0, 3).sort()).toEqual(mine.map((s) => s.curb.id).sort());
  expect(taskIds.slice(3).sort()).toEqual(mine.map((s) => s.house.id).sort());

  await page.goto('/crew-dashboard');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByLabel('Date').fill(day);
  await expect(page.getByTestId('order-label')).toHaveText('6 tasks · in route order');
  await expect
    .poll(() =>
      page.getByTestId('task-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-task-id')))),
    )
    .toEqual(taskIds);

  // Reset to address order in the planner puts the curb run back in address order for the dashboard too.
  await page.goto(`/route-planner?date=${day}&days=1`);
  await curb.getByRole('button', { name: 'Reset to address order' }).click();
  await expect.poll(async () => (await stored()).slice(0, 3)).toEqual(mine.map((s) => s.curb.id));
});

test('after Navigate the stop offers "On my way" up front, and the customer gets one text', async ({
  crewPage: page,
  stops: { api, stamp, mine },
}) => {
  // The map app opens in a new tab: here a blank page stands in for it (no internet on the test machine).
  await page.context().route('https://www.google.com/**', (r) => r.fulfill({ body: '<title>Maps</title>' }));
  await page.getByLabel('Search tasks').fill(stamp);
  const curb = taskCard(page, mine.curb.id);
  await expect(curb.getByTestId('on-my-way-offer')).toHaveCount(0);
  const [maps] = await Promise.all([page.waitForEvent('popup'), curb.getByRole('link', { name: 'Navigate' }).click()]);
  await maps.close();

  const offer = curb.getByTestId('on-my-way-offer');
  await expect(offer).toContainText(`Heading to Ada Mine ${stamp}? Let them know you are on the way.`);
  await offer.getByRole('button', { name: 'On my way' }).click();
  await expect(curb.getByRole('button', { name: 'Customer told you are on your way' })).toBeDisabled();
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/customers/${mine.customerId}/messages`);
        const rows = (await res.json()) as { kind: string }[];
        return rows.filter((m) => m.kind === 'on_my_way').length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
});
