import { addDays, type RouteTask, todayIn } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../sync-server/src/db/demo-data';
import { DEMO } from './support/accounts';
import { expect, signInAs, test } from './support/fixtures';
import { watchDialogText } from './support/page-texts';
import { BUSINESS_TZ, customerWithJob } from './support/sync-helpers';

/** Route Planner on the demo neighbourhood. */
test.use({ timezoneId: BUSINESS_TZ });
// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });
// Several sign-ins and full working-set syncs per test on a 2-core machine shared with other suites.
test.describe.configure({ timeout: 60_000 });

const TODAY = todayIn(BUSINESS_TZ);
const firstNumber = (s: string) => Number(/\d+/.exec(s)?.[0] ?? Number.POSITIVE_INFINITY);
const fmtMinutes = (m: number) => (m >= 60 ? `${Math.floor(m / 60)}h ${m % 60}m` : `${m}m`);

const routeTasks = async (page: Page, start: string, end: string) => {
  const res = await page.request.get(`/api/crew/route-tasks?startDate=${start}&endDate=${end}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as RouteTask[];
};

/** A crew phone's stops: Casey's own, and unheld ones of today and tomorrow (crewmates' too, not counted here). */
const CASEY = DEMO_STAFF.find((s) => s.username === 'casey')?.name;
const onCaseysPhone = (t: RouteTask) =>
  (t.crew ?? []).some((c) => c.name === CASEY) ||
  ((t.crew ?? []).length === 0 && (t.scheduled_date === TODAY || t.scheduled_date === addDays(TODAY, 1)));

/** The day of the coming week with the most placed curb stops a device holds (the demo data has a few every weekday). */
async function busyDay(page: Page, held: (t: RouteTask) => boolean = () => true) {
  const all = (await routeTasks(page, TODAY, addDays(TODAY, 6))).filter(held);
  let best = { date: TODAY, tasks: [] as RouteTask[], curb: -1 };
  for (let i = 0; i < 7; i++) {
    const date = addDays(TODAY, i);
    const tasks = all.filter((t) => t.scheduled_date === date);
    // Stops with a place: other specs add curb stops at made-up addresses, which no order can move.
    const curb = tasks.filter((t) => t.task_type === 'take_to_curb' && t.latitude !== null).length;
    if (curb > best.curb) best = { date, tasks, curb };
  }
  return best;
}

const stops = (page: Page) => page.getByTestId('route-stop');
const group = (page: Page, name: string) => page.getByRole('region', { name });
const tile = (page: Page, label: string) => page.getByTestId('summary-tile').filter({ hasText: label });

async function openPlanner(page: Page, query: string, expected: number) {
  await page.goto(`/route-planner?${query}`);
  await expect(page.getByRole('heading', { name: 'Route Planner', level: 1 })).toBeVisible();
  // The list reads the local database: wait until the sync engine brought the working set in. At least:
  // specs running beside this one sign customers up for the same days meanwhile.
  await expect.poll(() => stops(page).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(expected);
}

test.describe('route planner list', () => {
  test('groups sorted by first number, stop details, summary tiles and red unassigned stops', async ({
    managerPage: page,
  }) => {
    const { date, tasks } = await busyDay(page);
    await openPlanner(page, `date=${date}&days=1`, tasks.length);

    for (const [name, type] of [
      ['Bins to Curb', 'take_to_curb'],
      ['Bins to Residence', 'return_to_house'],
    ] as const) {
      const g = group(page, name);
      await expect(g.getByRole('heading', { name })).toBeVisible();
      const expected = tasks.filter((t) => t.task_type === type);
      await expect(g.getByTestId('route-stop')).toHaveCount(expected.length);
      const numbers = (await g.getByTestId('stop-address').allTextContents()).map(firstNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      const seq = await g.getByTestId('stop-sequence').allTextContents();
      expect(seq).toEqual(expected.map((_, i) => String(i + 1)));
      await expect(g.getByTestId('order-mode')).toHaveText('Sorted by address');
    }

    const first = tasks[0];
    const row = page.locator(`[data-testid="route-stop"][data-task-id="${first.id}"]`);
    await expect(row.getByRole('link', { name: first.customer_name })).toHaveAttribute(
      'href',
      `/customer/${first.customer_id}`,
    );
    await expect(row).toContainText(first.address);
    await expect(row).toContainText(`Job #${first.job_id}`);
    await expect(row.getByTestId('stop-status')).toHaveText(first.status[0].toUpperCase() + first.status.slice(1));

    await expect(tile(page, 'Total Tasks')).toContainText(String(tasks.length));
    await expect(tile(page, 'Customers')).toContainText(String(new Set(tasks.map((t) => t.customer_id)).size));
    await expect(tile(page, 'Stops')).toContainText(
      String(new Set(tasks.map((t) => `${t.customer_id}|${t.address}`)).size),
    );
    await expect(tile(page, 'Est. Time')).toContainText(fmtMinutes(tasks.length * 7));

    const red = page.locator('[data-testid="route-stop"][data-unassigned="true"]');
    const unassigned = await red.count();
    await expect(tile(page, 'Unassigned')).toContainText(String(unassigned));
    if (unassigned > 0) {
      await expect(red.first().getByRole('button', { name: 'Assign Crew' })).toBeVisible();
      await expect(red.first()).toHaveCSS('border-top-color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
    }
    const assigned = page.locator('[data-testid="route-stop"][data-unassigned="false"]');
    await expect(assigned.first().getByTestId('crew-chip').first()).toHaveText(
      new RegExp(DEMO_STAFF.map((s) => s.name).join('|')),
    );
    await expect(assigned.first().getByRole('button', { name: 'Assign Crew' })).toHaveCount(0);
  });

  // The office: a crew phone holds only its own stops and unheld ones of today and tomorrow.
  test('ranges, previous/next arrows and the arrow keys (not while typing); empty state names the date', async ({
    managerPage: page,
  }) => {
    const week = await routeTasks(page, TODAY, addDays(TODAY, 6));
    await openPlanner(page, `date=${TODAY}&days=1`, week.filter((t) => t.scheduled_date === TODAY).length);
    const dateInput = page.getByLabel('Date', { exact: true });

    await page.getByRole('button', { name: 'Next 7 Days' }).click();
    await expect(stops(page)).toHaveCount(week.length);
    await expect(tile(page, 'Total Tasks')).toContainText(String(week.length));

    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(dateInput).toHaveValue(addDays(TODAY, 7));
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(dateInput).toHaveValue(TODAY);

    await page.getByRole('button', { name: 'Next 2 Weeks' }).click();
    const twoWeeks = await routeTasks(page, TODAY, addDays(TODAY, 13));
    await expect(stops(page)).toHaveCount(twoWeeks.length);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowRight');
    await expect(dateInput).toHaveValue(addDays(TODAY, 14));
    await page.keyboard.press('ArrowLeft');
    await expect(dateInput).toHaveValue(TODAY);

    await page.getByRole('button', { name: 'One Day', exact: true }).click();
    const todayButton = page.getByRole('button', { name: 'Today', exact: true });
    await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(dateInput).toHaveValue(addDays(TODAY, 1));
    // 'Today' is lit on today only, and brings the planner back to it.
    await expect(todayButton).toHaveAttribute('aria-pressed', 'false');
    await todayButton.click();
    await expect(dateInput).toHaveValue(TODAY);
    await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(dateInput).toHaveValue(addDays(TODAY, 1));
    // Typing in the date field: the keys belong to the field, the range stays.
    await dateInput.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`date=${addDays(TODAY, 1)}`));

    // Past every service period (jobs are written at most a year ahead): specs beside this one sign
    // customers up for any weekday, Saturdays included.
    const far = addDays(TODAY, 3 * 366);
    await dateInput.fill(far);
    await expect(page.getByRole('heading', { name: 'No tasks scheduled' })).toBeVisible();
    await expect(page.getByTestId('route-empty')).toContainText(
      new Date(`${far}T12:00:00`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    );
  });
});

test.describe('assign crew', () => {
  test('dialog: details, approved time off not selectable, pending with warning, assigns and shows the chip', async ({
    managerPage: page,
  }) => {
    const week = await routeTasks(page, TODAY, addDays(TODAY, 6));
    await openPlanner(page, `date=${TODAY}&days=7`, week.length);
    // Not today's: the specs running beside this one complete and cancel today's stops they create.
    const target = page
      .locator(`[data-testid="route-stop"][data-unassigned="true"]:not([data-date="${TODAY}"])`)
      .first();
    const taskId = await target.getAttribute('data-task-id');
    const date = (await target.getAttribute('data-date')) as string;
    // A spec running beside this one may have added the stop since the week was read: read it again then.
    const byId = (list: RouteTask[]) => list.find((t) => String(t.id) === taskId);
    const task = (byId(week) ?? byId(await routeTasks(page, TODAY, addDays(TODAY, 6)))) as RouteTask;

    // Jordan is away (approved) and a new crew member has asked (pending) on that day; office staff are
    // not crew. (Riley's seeded vacation may cover the day, so Riley cannot be the one asking.)
    const asker = `Pending Crew ${Date.now().toString(36)}`;
    const made = await page.request.post('/api/admin/employees', {
      data: { username: `pend${Date.now().toString(36)}`, password: 'secret-1', role: 'crew', name: asker },
    });
    expect(made.status()).toBe(201);
    const staff = (await (await page.request.get('/api/admin/employees/active')).json()) as {
      id: number;
      username: string;
    }[];
    const idOf = (u: string) => staff.find((s) => s.username === u)?.id as number;
    const off = (u: string | number, status: string) =>
      page.request.post(`/api/admin/employees/${typeof u === 'number' ? u : idOf(u)}/time-off`, {
        data: { startDate: date, endDate: date, type: 'personal', status },
      });
    expect((await off(DEMO.crew2.username, 'approved')).ok()).toBeTruthy();
    expect((await off(((await made.json()) as { id: number }).id, 'pending')).ok()).toBeTruthy();

    await target.getByRole('button', { name: 'Assign Crew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Crew' });
    await expect(dialog).toContainText(task.customer_name);
    await expect(dialog).toContainText(task.address);
    await expect(dialog).toContainText(task.task_type === 'take_to_curb' ? 'Bins to Curb' : 'Bins to Residence');
    const assign = dialog.getByRole('button', { name: 'Assign Crew' });
    await expect(assign).toBeDisabled();
    const employee = dialog.getByLabel('Crew Member');
    await expect(employee.locator('option', { hasText: 'Jordan Park' })).toBeDisabled();
    await expect(employee.locator('option', { hasText: 'Sam Okafor' })).toHaveCount(0);
    await expect(employee.locator('option', { hasText: 'Maria Delgado' })).toHaveCount(0);
    await expect(dialog.getByLabel('Role')).toHaveValue('crew');

    const askerValue = await employee.locator('option', { hasText: asker }).getAttribute('value');
    await employee.selectOption(askerValue as string);
    await expect(dialog.getByTestId('pending-time-off-warning')).toBeVisible();
    const caseyValue = await employee.locator('option', { hasText: 'Casey Nguyen' }).getAttribute('value');
    await employee.selectOption(caseyValue as string);
    await expect(dialog.getByTestId('pending-time-off-warning')).toHaveCount(0);
    await dialog.getByLabel('Role').selectOption('lead');
    await expect(assign).toBeEnabled();
    const texts = await watchDialogText(page, 'Assign Crew');
    await assign.click();
    await expect(page.getByText('Crew Assigned')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // It keeps the stop's details while it fades out.
    expect((await texts()).filter((text) => !text.includes(task.customer_name))).toEqual([]);
    const row = page.locator(`[data-testid="route-stop"][data-task-id="${taskId}"]`);
    await expect(row.getByTestId('crew-chip')).toHaveText(['Casey Nguyen'], { timeout: 15_000 });
    await expect(row).toHaveAttribute('data-unassigned', 'false');
  });

  test('a refused assignment shows Assignment Failed with the server message; Cancel closes', async ({
    customerServicePage: page,
    adminApi,
  }) => {
    // A stop of its own: specs running beside this one staff and cancel stops of the same days.
    const tomorrow = addDays(TODAY, 1);
    const { curb } = await customerWithJob(adminApi, `Refused ${Date.now()}`, `7 Refused Way ${Date.now()}`, tomorrow);
    await page.goto(`/route-planner?date=${tomorrow}&days=1`);
    const target = page.locator(`[data-testid="route-stop"][data-task-id="${curb.id}"]`);
    await expect(target).toHaveAttribute('data-unassigned', 'true', { timeout: 15_000 });
    await page.route('**/api/tasks/assignments', (r) =>
      r.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Task is completed' }),
      }),
    );
    await target.getByRole('button', { name: 'Assign Crew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Crew' });
    const employee = dialog.getByLabel('Crew Member');
    const value = await employee.locator('option:not([disabled])').nth(1).getAttribute('value');
    await employee.selectOption(value as string);
    // The choice holds while the sync redraws the list behind the dialog.
    await expect(dialog.getByRole('button', { name: 'Assign Crew' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Assign Crew' }).click();
    await expect(page.getByText('Assignment Failed')).toBeVisible();
    await expect(page.getByText('Task is completed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('crew members see unassigned stops but cannot assign', async ({ crewPage: page, adminApi }) => {
    // An unheld stop of tomorrow is on every crew phone.
    const tomorrow = addDays(TODAY, 1);
    await customerWithJob(adminApi, `Nobody's ${Date.now()}`, `5 Unheld Way ${Date.now()}`, tomorrow);
    await openPlanner(page, `date=${tomorrow}&days=1`, 1);
    await expect(page.locator('[data-unassigned="true"]').first()).toContainText('Unassigned');
    await expect(page.getByRole('button', { name: 'Assign Crew' })).toHaveCount(0);
  });
});

const names = (page: Page, groupName: string) => group(page, groupName).getByTestId('stop-customer').allTextContents();

test.describe('route ordering, map and calendar', () => {
  // The crew member's planner lists what the crew dashboard's first pull brought to the phone.
  test.use({ landOnHome: true });
  test('optimise order changes the sequence, survives a reload, is reused next week and resets', async ({
    crewPage: page,
  }) => {
    const { date, tasks } = await busyDay(page, onCaseysPhone);
    await openPlanner(page, `date=${date}&days=1`, tasks.length);
    const curb = group(page, 'Bins to Curb');
    // The groups fill in a render after the count: wait for the curb group itself.
    await expect.poll(async () => (await names(page, 'Bins to Curb')).length).toBeGreaterThan(3);
    const byAddress = await names(page, 'Bins to Curb');

    await curb.getByRole('button', { name: 'Optimize order' }).click();
    await expect(curb.getByTestId('order-mode')).toHaveText('Optimized order');
    const optimised = await names(page, 'Bins to Curb');
    expect(optimised).not.toEqual(byAddress);
    expect([...optimised].sort()).toEqual([...byAddress].sort());
    await expect(curb.getByTestId('stop-sequence')).toHaveText(optimised.map((_, i) => String(i + 1)));

    // Other tests running beside this one may add a stop to the same day meanwhile: the order asserted is
    // that of this test's stops, wherever the solver puts a newcomer.
    const ours = async (among: string[]) => (await names(page, 'Bins to Curb')).filter((n) => among.includes(n));
    await page.reload();
    await expect(curb.getByTestId('order-mode')).toHaveText('Optimized order', { timeout: 15_000 });
    await expect.poll(() => ours(optimised)).toEqual(optimised);

    // Next week, same weekday: the chosen order is the starting point (new stops inserted by the solver).
    await page.getByRole('button', { name: 'Next day' }).focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(addDays(date, 7));
    // The phone holds Casey's own stops a week out (and his crewmates'), not the company's.
    const nextWeek = await routeTasks(page, addDays(date, 7), addDays(date, 7));
    const mine = nextWeek.filter((t) => t.task_type === 'take_to_curb' && onCaseysPhone(t));
    if (mine.length > 1) {
      await expect(curb.getByTestId('order-mode')).toHaveText('Optimized order');
    }
    await page.goto(`/route-planner?date=${date}&days=1`);
    await expect(curb.getByTestId('order-mode')).toHaveText('Optimized order', { timeout: 15_000 });
    await curb.getByRole('button', { name: 'Reset to address order' }).click();
    await expect(curb.getByTestId('order-mode')).toHaveText('Sorted by address');
    await expect.poll(() => ours(byAddress)).toEqual(byAddress);

    // 'Start from': the depot of ordering, kept on this device (default: the map centre).
    // It is named, never shown as raw coordinates.
    await page.getByRole('button', { name: 'Start from: Depot' }).click();
    await page.getByLabel('Start point name').fill('North Yard');
    await page.getByLabel('Start latitude').fill('47.6555');
    await page.getByLabel('Start longitude').fill('-122.3850');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Start from: North Yard' })).toBeVisible();
    await page.getByRole('button', { name: 'Start from: North Yard' }).click();
    await expect(page.getByLabel('Start latitude')).toHaveValue('47.6555');
    await page.getByRole('button', { name: 'Use the depot' }).click();
    await expect(page.getByRole('button', { name: 'Start from: Depot' })).toBeVisible();
  });

  test('map: loaded on demand, one marker per customer and address with count badges, popups, route line', async ({
    page,
  }) => {
    // No tile server here (and none offline): markers must show anyway.
    await page.route('**/*.tile.openstreetmap.org/**', (r) => r.abort());
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    await signInAs(page, DEMO.manager);
    const end = addDays(TODAY, 6);
    const week = await routeTasks(page, TODAY, end);
    await openPlanner(page, `date=${TODAY}&days=7`, week.length);
    expect(chunks.some((u) => /map-view|leaflet/.test(u))).toBe(false);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByTestId('route-map');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    expect(chunks.some((u) => /map-view/.test(u))).toBe(true);
    const placesOf = (tasks: RouteTask[]) => {
      const byPlace = new Map<string, RouteTask[]>();
      for (const t of tasks)
        byPlace.set(`${t.customer_id}|${t.address}`, [...(byPlace.get(`${t.customer_id}|${t.address}`) ?? []), t]);
      return byPlace;
    };
    // Specs running beside this one add stops to this week: compare against the server's week as it is now.
    let places = placesOf(week);
    await expect(async () => {
      places = placesOf(await routeTasks(page, TODAY, end));
      const multi = [...places.values()].filter((ts) => ts.length > 1).length;
      expect(await map.getByTestId('map-marker').count()).toBe(places.size);
      expect(await map.locator('.rp-marker-count').count()).toBe(multi);
    }).toPass({ timeout: 10_000 });
    const zoom = await map.locator('.leaflet-control-zoom-in').count();
    expect(zoom).toBe(1);

    // Stops without coordinates share the fallback point (other specs create such customers), so click
    // a located place: its marker is the only one there.
    const located = [...places.entries()].filter(([, v]) => v[0].latitude !== null && v[0].longitude !== null);
    const [key, ts] = located.find(([, v]) => v.length > 1) ?? located[0];
    const t = ts[0];
    await expect(
      map
        .getByTestId('map-marker')
        .filter({ hasText: String(/\d+/.exec(t.address)?.[0]) })
        .first(),
    ).toBeVisible();
    // From the keyboard (markers are focusable buttons): a marker another spec placed far away can leave
    // this one outside the visible map, where a pointer cannot reach it.
    await map.locator(`.leaflet-marker-icon[title="${t.customer_name}, ${t.address}"]`).press('Enter');
    const popup = page.getByTestId('map-popup');
    await expect(popup.getByRole('link', { name: t.customer_name })).toHaveAttribute(
      'href',
      `/customer/${t.customer_id}`,
    );
    await expect(popup).toContainText(t.address);
    const d = t.phone.replace(/\D/g, '');
    await expect(popup).toContainText(`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);
    await expect(popup).toContainText(
      ts.length > 1 || t.task_type === 'take_to_curb' ? 'Bins to' : 'Bins to Residence',
    );
    await expect(popup).toContainText(/Scheduled|Completed|Missed|Cancelled/);
    expect(key).toContain('|');

    // A route line appears once a day's group has a chosen order.
    const { date } = await busyDay(page);
    await page.goto(`/route-planner?date=${date}&days=1&view=list`);
    await group(page, 'Bins to Curb').getByRole('button', { name: 'Optimize order' }).click({ timeout: 15_000 });
    await expect(group(page, 'Bins to Curb').getByTestId('order-mode')).toHaveText('Optimized order');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.locator('path.rp-route-take_to_curb')).toHaveCount(1);
  });

  test('calendar: padded Mon–Sun month, counts with load colours, a click opens the list on that day', async ({
    crewPage: page,
  }) => {
    const week = await routeTasks(page, TODAY, addDays(TODAY, 6));
    await openPlanner(page, `date=${TODAY}&days=1`, week.filter((t) => t.scheduled_date === TODAY).length);
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    const cal = page.getByTestId('calendar-view');
    await expect(cal.getByTestId('calendar-weekday')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const first = `${TODAY.slice(0, 7)}-01`;
    // Weeks start on Monday: a month starting on Sunday has six blanks before its 1st.
    const lead = (new Date(`${first}T12:00:00`).getDay() + 6) % 7;
    const daysInMonth = new Date(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)), 0).getDate();
    await expect(cal.getByTestId('calendar-day')).toHaveCount(daysInMonth);
    const pads = (7 - ((lead + daysInMonth) % 7)) % 7;
    await expect(cal.getByTestId('calendar-pad')).toHaveCount(lead + pads);

    const target = addDays(TODAY, 1).slice(0, 7) === TODAY.slice(0, 7) ? addDays(TODAY, 1) : TODAY;
    const count = week.filter((t) => t.scheduled_date === target).length;
    const cell = cal.locator(`[data-testid="calendar-day"][data-date="${target}"]`);
    await expect(cell).toHaveAttribute('data-count', String(count));
    await expect(cell).toHaveAttribute(
      'data-load',
      count === 0 ? 'none' : count < 5 ? 'light' : count < 10 ? 'busy' : 'heavy',
    );
    const loads = await cal
      .getByTestId('calendar-day')
      .evaluateAll((els) =>
        els.map((e) => [Number(e.getAttribute('data-count')), e.getAttribute('data-load')] as const),
      );
    for (const [n, load] of loads) {
      expect(load).toBe(n === 0 ? 'none' : n < 5 ? 'light' : n < 10 ? 'busy' : 'heavy');
    }
    // The month can change both ways, and 'This month' comes back.
    const nextFirst = new Date(Date.UTC(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)), 1))
      .toISOString()
      .slice(0, 10);
    const firstDay = cal.getByTestId('calendar-day').first();
    await cal.getByRole('button', { name: 'Next month' }).click();
    await expect(firstDay).toHaveAttribute('data-date', nextFirst);
    await cal.getByRole('button', { name: 'Previous month' }).click();
    await expect(firstDay).toHaveAttribute('data-date', first);
    await cal.getByRole('button', { name: 'Next month' }).click();
    await cal.getByRole('button', { name: 'This month' }).click();
    await expect(firstDay).toHaveAttribute('data-date', first);
    await cell.click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(target);
    await expect(stops(page)).toHaveCount(count);
  });
});
