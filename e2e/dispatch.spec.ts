import AxeBuilder from '@axe-core/playwright';
import { addDays, todayIn } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { employeeId, stopFor } from './support/crew-stops';
import { expect, test } from './support/fixtures';
import { watchForLines } from './support/page-texts';
import { BUSINESS_TZ, goOffline, goOnline, taskCard, waitForServiceWorker } from './support/sync-helpers';

/** The office plans each crew member's day and saves it; each crew phone drives that order. */

// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, serviceWorkers: 'allow' });
const PHONE = { viewport: { width: 360, height: 780 }, timezoneId: BUSINESS_TZ };

/** The task ids of the cards the dashboard shows, top to bottom, among `ids`. */
const cardOrder = (page: Page, ids: readonly number[]) =>
  page
    .locator('[data-testid="task-card"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-task-id'))))
    .then((all) => all.filter((id) => ids.includes(id)));

/** The open stops of one crew member's route in the plan, top to bottom, among `ids`. */
const planOrder = (page: Page, employee: number, ids: readonly number[]) =>
  page
    .locator(
      `[data-testid="crew-route"][data-employee-id="${employee}"] [data-testid="plan-stop"][data-status="scheduled"]`,
    )
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-task-id'))))
    .then((all) => all.filter((id) => ids.includes(id)));

test('the office optimises and saves two crews; each phone, one of them offline until the save, shows its own order', async ({
  adminApi,
  managerPage,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const today = todayIn(BUSINESS_TZ);
  const stamp = Date.now().toString(36);
  const casey = await employeeId(adminApi, DEMO.crew.username);
  const riley = await employeeId(adminApi, DEMO.crew3.username);
  const make = async (n: number, who: number) => {
    const s = await stopFor(adminApi, { name: `Plan ${n} ${stamp}`, address: `${n} Dispatch Way ${stamp}` }, today, [
      who,
    ]);
    const placed = await adminApi.patch(`/api/signups/${s.customerId}`, {
      data: { latitude: String(47.63 + n / 100_000), longitude: '-122.40' },
    });
    expect(placed.ok()).toBe(true);
    return [s.curb.id, s.house.id];
  };
  const caseyIds = [...(await make(101, casey)), ...(await make(205, casey)), ...(await make(309, casey))];
  const rileyIds = [...(await make(402, riley)), ...(await make(516, riley))];

  // Casey's phone has the stops, then loses its signal; Riley's stays online.
  const caseyPhone = await pageAs('crew', PHONE);
  await waitForServiceWorker(caseyPhone);
  await expect(taskCard(caseyPhone, caseyIds[0] as number)).toBeAttached({ timeout: 20_000 });
  await goOffline(caseyPhone);
  const rileyPhone = await pageAs('crew3', PHONE);
  await expect(taskCard(rileyPhone, rileyIds[0] as number)).toBeAttached({ timeout: 20_000 });

  const office = managerPage;
  // Everything the plan says while it opens: its stops arrive before the crew list is read.
  const said = await watchForLines(office, ['No crew has stops on this day.']);
  await office.goto(`/route-planner?date=${today}&days=1&view=list`);
  const plan = office.getByTestId('crew-plan');
  await expect(plan.locator(`[data-testid="plan-stop"][data-task-id="${caseyIds[0]}"]`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(plan.getByTestId('crew-legend')).toContainText('Casey Nguyen');
  await expect(plan.getByTestId('crew-legend')).toContainText('Riley Thompson');
  expect(await said()).toEqual([]);
  // Only crew are planned: the office's staff have no route of their own.
  await expect(plan.getByTestId('crew-legend')).not.toContainText('Maria Delgado');

  await plan.getByRole('button', { name: 'Optimize all crews' }).click();
  const caseyRoute = plan.locator(`[data-testid="crew-route"][data-employee-id="${casey}"]`);
  await expect(caseyRoute.getByTestId('unsaved')).toBeVisible();
  // The office moves Casey's last new stop first, by hand, after the optimiser.
  const optimised = await planOrder(office, casey, caseyIds);
  const last = optimised[optimised.length - 1] as number;
  const lastRow = caseyRoute.locator(`[data-testid="plan-stop"][data-task-id="${last}"]`);
  for (let i = 0; i < 60 && (await planOrder(office, casey, caseyIds))[0] !== last; i++)
    await lastRow.getByRole('button', { name: /earlier$/ }).click();
  const caseyPlan = await planOrder(office, casey, caseyIds);
  const rileyPlan = await planOrder(office, riley, rileyIds);
  expect(caseyPlan[0]).toBe(last);
  expect(caseyPlan).toHaveLength(caseyIds.length);

  await plan.getByRole('button', { name: 'Save plan' }).click();
  await expect(office.getByText('Plan saved')).toBeVisible();
  await expect(caseyRoute.getByTestId('saved-by')).toHaveText(/^Planned by Maria, \d{1,2}:\d{2}$/);
  await expect(caseyRoute.getByTestId('unsaved')).toHaveCount(0);

  // The online phone shows its new order within seconds, and says who planned it.
  await expect.poll(() => cardOrder(rileyPhone, rileyIds), { timeout: 5_000 }).toEqual(rileyPlan);
  await expect(rileyPhone.getByTestId('planned-by').first()).toHaveText(/^Route planned by Maria, \d{1,2}:\d{2}$/);
  // The offline phone still drives its old order, and takes the plan on reconnecting.
  expect(await cardOrder(caseyPhone, caseyIds)).not.toEqual(caseyPlan);
  await goOnline(caseyPhone);
  await caseyPhone.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => cardOrder(caseyPhone, caseyIds), { timeout: 15_000 }).toEqual(caseyPlan);
  await expect(caseyPhone.getByTestId('planned-by').first()).toHaveText(/^Route planned by Maria/);

  // Opening the phone mid-route: the next stop is in view with its Complete and Mark Missed on the first screen.
  await caseyPhone.reload();
  await expectNextStopOnScreen(caseyPhone);
  await caseyPhone.evaluate(() => window.scrollTo(0, 0));
  await caseyPhone.getByRole('link', { name: 'Next stop' }).first().click();
  await expectNextStopOnScreen(caseyPhone);

  // Done stops fold to one line at once, Undo kept on it, and the following stop comes up into view.
  const completeNext = async () => {
    const next = caseyPhone.locator('[data-testid="task-card"][data-next="true"]');
    const id = Number(await next.getAttribute('data-task-id'));
    await next.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(taskCard(caseyPhone, id)).toHaveAttribute('data-folded', 'true');
    return id;
  };
  const doneId = await completeNext();
  const folded = taskCard(caseyPhone, doneId);
  await expect(folded.getByTestId('task-status')).toHaveText('Completed');
  await expect(folded.getByRole('button', { name: /^Undo/ })).toBeVisible();
  expect((await folded.boundingBox())?.height ?? 999).toBeLessThan(64);
  await expect(caseyPhone.locator('[data-testid="task-card"][data-next="true"]')).not.toHaveAttribute(
    'data-task-id',
    String(doneId),
  );
  await expectNextStopOnScreen(caseyPhone);
  // Undo on the line, at once (its window is 10 s of real time), puts the stop back as an open card.
  const undoneId = await completeNext();
  await taskCard(caseyPhone, undoneId).getByRole('button', { name: /^Undo/ }).click();
  await expect(taskCard(caseyPhone, undoneId).getByRole('button', { name: 'Complete', exact: true })).toBeVisible();
  // A tap on a done line opens the whole card.
  const first = caseyPhone.locator('[data-folded="true"]').first();
  const firstId = Number(await first.getAttribute('data-task-id'));
  await first.getByRole('button', { name: /Open stop$/ }).click();
  await expect(taskCard(caseyPhone, firstId)).toContainText(`Job #`);
  await taskCard(caseyPhone, firstId).getByRole('button', { name: 'Fold' }).click();
  await expect(taskCard(caseyPhone, firstId)).toHaveAttribute('data-folded', 'true');

  // The map of my route works with no signal: numbered pins in route order, the next one marked, no tiles.
  await goOffline(caseyPhone);
  await caseyPhone.getByRole('button', { name: 'Map', exact: true }).click();
  const pins = caseyPhone.getByTestId('route-pin');
  await expect(pins.first()).toBeVisible({ timeout: 20_000 });
  const numbers = await pins.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-n'))));
  expect(numbers.length).toBeGreaterThanOrEqual(caseyIds.length);
  expect(new Set(numbers).size).toBe(numbers.length);
  await expect(caseyPhone.locator('[data-testid="route-pin"][data-state="next"]')).toHaveCount(1);
  expect(await caseyPhone.locator('.leaflet-tile-loaded').count()).toBe(0);
  const navigate = caseyPhone.getByRole('link', { name: 'Navigate route' });
  await expect(navigate).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+&waypoints=/,
  );
  await goOnline(caseyPhone);

  // The office's map colours each crew member's pins as the legend does; the white numbers stay readable.
  await office.getByRole('button', { name: 'Map', exact: true }).click();
  const legend = office.getByTestId('map-legend');
  await expect(legend).toContainText('Casey Nguyen');
  await expect(legend).toContainText('Riley Thompson');
  for (const who of [casey, riley]) {
    const swatch = await legend
      .locator(`[data-crew-id="${who}"] > div`)
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    const pins = office.locator(`[data-testid="map-marker"][data-crew-id="${who}"]`);
    await expect(pins.first()).toBeVisible({ timeout: 15_000 });
    await expect(pins.first()).toHaveCSS('background-color', swatch);
  }
  const contrast = await new AxeBuilder({ page: office })
    .include('[data-testid="route-map"]')
    .include('[data-testid="map-legend"]')
    .withRules(['color-contrast'])
    .analyze();
  expect(contrast.violations).toEqual([]);

  // The office gives one of Riley's stops to Casey from the keyboard ("Move to…").
  await office.getByRole('button', { name: 'List', exact: true }).click();
  const moved = rileyIds[0] as number;
  const rileyRoute = plan.locator(`[data-testid="crew-route"][data-employee-id="${riley}"]`);
  const stopIn = (route: typeof rileyRoute) => route.locator(`[data-testid="plan-stop"][data-task-id="${moved}"]`);
  await stopIn(rileyRoute)
    .getByRole('combobox', { name: /to another crew member$/ })
    .selectOption('Casey Nguyen');
  await expect(office.getByText('Stop moved')).toBeVisible();
  await expect(stopIn(caseyRoute)).toBeVisible({ timeout: 10_000 });
  await expect(stopIn(rileyRoute)).toHaveCount(0);
  await expect(taskCard(caseyPhone, moved)).toBeAttached({ timeout: 10_000 });
  await expect(taskCard(rileyPhone, moved)).toHaveCount(0, { timeout: 10_000 });
});

async function expectNextStopOnScreen(page: Page) {
  const next = page.locator('[data-testid="task-card"][data-next="true"]');
  for (const name of ['Complete', 'Mark Missed']) {
    const button = next.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(780);
  }
}

test("the plan marks who is off that day: a badge on their route, the legend, and Move to… won't give them a stop", async ({
  adminApi,
  managerPage: office,
}) => {
  // Ten days out: the stops of these two new crew members (nobody's colleagues) stay off the days other
  // specs count stops on.
  const day = addDays(todayIn(BUSINESS_TZ), 10);
  const stamp = Date.now().toString(36);
  const crew: Record<'away' | 'maybe', number> = { away: 0, maybe: 0 };
  const stops: Record<'away' | 'maybe', number> = { away: 0, maybe: 0 };
  for (const [key, status] of [
    ['away', 'approved'],
    ['maybe', 'pending'],
  ] as const) {
    const name = `Off ${key} ${stamp}`;
    const res = await adminApi.post('/api/admin/employees', {
      data: { username: `off-${key}-${stamp}`, password: 'secret-1', role: 'crew', name },
    });
    expect(res.status()).toBe(201);
    crew[key] = ((await res.json()) as { id: number }).id;
    // The stop comes first: the server gives no stop to someone who is off.
    stops[key] = (
      await stopFor(adminApi, { name: `Off stop ${key} ${stamp}`, address: `7 Off Ln ${key} ${stamp}` }, day, [
        crew[key],
      ])
    ).curb.id;
    const off = await adminApi.post(`/api/admin/employees/${crew[key]}/time-off`, {
      data: { startDate: day, endDate: day, type: 'vacation', status },
    });
    expect(off.status()).toBe(201);
  }

  await office.goto(`/route-planner?date=${day}&days=1&view=list`);
  const plan = office.getByTestId('crew-plan');
  const route = (key: 'away' | 'maybe') => plan.locator(`[data-testid="crew-route"][data-employee-id="${crew[key]}"]`);
  await expect(route('away').getByTestId('crew-time-off')).toHaveText('Time off', { timeout: 20_000 });
  await expect(route('maybe').getByTestId('crew-time-off')).toHaveText('Time off pending');
  await expect(plan.getByTestId('crew-legend')).toContainText(`Off away ${stamp} · time off`);

  const moveFrom = (key: 'away' | 'maybe') =>
    route(key).locator(`[data-testid="plan-stop"][data-task-id="${stops[key]}"]`).getByRole('combobox');
  await expect(moveFrom('away').locator('option', { hasText: `Off maybe ${stamp}` })).toHaveText(
    `Off maybe ${stamp} (time off pending)`,
  );
  await expect(moveFrom('maybe').locator('option', { hasText: `Off away ${stamp}` })).toBeDisabled();

  // The office drags the stop of the one who is off onto a colleague's route: reassigned on the server.
  const awayRow = route('away').locator(`[data-testid="plan-stop"][data-task-id="${stops.away}"]`);
  await awayRow.dragTo(route('maybe').getByRole('heading', { name: `Off maybe ${stamp}` }));
  await expect(route('maybe').locator(`[data-testid="plan-stop"][data-task-id="${stops.away}"]`)).toBeVisible({
    timeout: 10_000,
  });
  const holds = async (who: number) => {
    const rows = (await (await adminApi.get(`/api/admin/employees/${who}/assignments`)).json()) as { taskId: number }[];
    return rows.some((r) => r.taskId === stops.away);
  };
  expect(await holds(crew.maybe)).toBe(true);
  expect(await holds(crew.away)).toBe(false);
});
