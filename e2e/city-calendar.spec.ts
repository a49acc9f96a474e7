import {
  addDays,
  holidayShiftFor,
  isHoliday,
  onOrAfter,
  parseDateOnly,
  thanksgiving,
  todayIn,
} from '@bin-valet/schema';
import { DEMO } from './support/accounts';
import { assignTasks } from './support/crew-stops';
import { expect, test } from './support/fixtures';
import { seeToast } from './support/pages';
import {
  BUSINESS_TZ,
  customerWithJob,
  goOffline,
  goOnline,
  showAllStops,
  taskCard,
  waitForServiceWorker,
} from './support/sync-helpers';

/** The city's calendar on screen: recycling weeks, holiday banners offline, declared delays reaching a phone. */
// Service workers are blocked by default in this suite; here the network is cut: the service worker serves the app.
test.use({ timezoneId: BUSINESS_TZ, serviceWorkers: 'allow' });

/** 'Thursday, December 17, 2026', as the tracking page heads its next collection. */
const longDate = (date: string) =>
  parseDateOnly(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const shortDay = (date: string) =>
  parseDateOnly(date).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

test('the manager sets the recycling week and the crew card leaves the cart out on the off-week', async ({
  managerPage: page,
  adminApi: api,
}) => {
  const today = todayIn(BUSINESS_TZ);
  const nextWeek = addDays(today, 7);
  const stamp = Date.now().toString(36);
  const a = await customerWithJob(api, `Recycle Ann ${stamp}`, `11 Cart Ln ${stamp}`, today);
  const later = await api.post('/api/jobs', {
    data: { customerId: a.customerId, collectionDate: nextWeek, exactDate: true },
  });
  expect(later.status()).toBe(201);
  await page.goto(`/customer/${a.customerId}`);
  await expect(page.getByTestId('recycling-summary')).toHaveText('Recycling: every week');
  // Recycling next week: this week is an off-week.
  await page.getByLabel('Recycling week').selectOption({ label: `Every other week from ${shortDay(nextWeek)}` });
  await seeToast(page, 'Service Updated');
  await expect(page.getByTestId('recycling-summary')).toHaveText(
    `Recycling: every other week, next on ${shortDay(nextWeek)}`,
  );
  await expect(page.getByTestId('job-bins').first()).toHaveText('2 Garbage • 1 Compost');

  await page.goto('/crew-dashboard');
  await page.getByLabel('Search tasks').fill(stamp);
  const card = taskCard(page, a.curb.id);
  await expect(card.getByTestId('task-bins')).toHaveText('2 Garbage • 1 Compost');
  await expect(card).not.toContainText('Recycling');
  await page.getByLabel('Date').fill(nextWeek);
  await expect(page.getByTestId('task-bins').first()).toHaveText('2 Garbage • 1 Compost • 1 Recycling');

  // The phone computes it from its own database: the same with the network cut.
  await waitForServiceWorker(page);
  await goOffline(page);
  await page.reload();
  await page.getByLabel('Search tasks').fill(stamp);
  await expect(taskCard(page, a.curb.id).getByTestId('task-bins')).toHaveText('2 Garbage • 1 Compost');
  await page.goto(`/route-planner?date=${today}&days=1`);
  const stop = page.locator(`[data-testid="route-stop"][data-task-id="${a.curb.id}"]`);
  await expect(stop.getByTestId('stop-bins')).toHaveText('2 Garbage • 1 Compost');
  await goOnline(page);
});

test('the holiday banner shows on the crew dashboard and route planner with the network cut', async ({
  crewPage: page,
}) => {
  await page.waitForURL(/\/(admin|crew-dashboard)/);
  await page.goto('/crew-dashboard');
  await waitForServiceWorker(page);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await goOffline(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crew Dashboard' })).toBeVisible();
  const friday = addDays(thanksgiving(2026), 1);
  await page.getByLabel('Date').fill(friday);
  await expect(page.getByTestId('calendar-banner')).toHaveText(
    'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
  );
  await page.getByLabel('Date').fill(addDays(friday, 7));
  await expect(page.getByTestId('calendar-banner')).toHaveCount(0);

  await page.goto(`/route-planner?date=${friday}&days=1`);
  await expect(page.getByRole('heading', { name: 'Route Planner', level: 1 })).toBeVisible();
  await expect(page.getByTestId('calendar-banner')).toHaveText(
    'Thanksgiving week: Thu, Nov 26 – Sun, Nov 29 collections move one day later',
  );
  await goOnline(page);
});

test('the office declares a delay; a crew phone offline meanwhile sees it when back online', async ({
  pageAs,
  adminApi: api,
}) => {
  // Two browsers, one taken offline and back, and four saved changes: ~27 s alone on a loaded 2-core machine.
  test.slow();
  const today = todayIn(BUSINESS_TZ);
  // A day no other spec writes on: the delay moves every job collected that day. Out of holiday weeks,
  // so the one-day move is the whole story whatever day the suite runs on.
  const quiet = (d: string) => !holidayShiftFor(d) && !holidayShiftFor(addDays(d, 1)) && !isHoliday(addDays(d, 1));
  const day = [20, 19, 18, 17, 16, 15, 14].map((n) => addDays(today, n)).find(quiet) ?? addDays(today, 20);
  const stamp = Date.now().toString(36);
  const a = await customerWithJob(api, `Snowy Sue ${stamp}`, `3 Frost Rd ${stamp}`, day);
  await assignTasks(api, DEMO.crew.username, [a.curb, a.house]);

  const crew = await pageAs('crew');
  await showAllStops(crew);
  await crew.getByLabel('Date').fill(day);
  await crew.getByLabel('Search tasks').fill(stamp);
  await expect(crew.getByTestId('task-card')).toHaveCount(2);
  await goOffline(crew);

  const office = await pageAs('manager');
  await office.getByRole('link', { name: 'Holidays & Delays' }).click();
  await expect(office.getByRole('heading', { name: 'Holidays & Delays' })).toBeVisible();
  const rows = office.getByTestId('service-change');
  await expect(rows.filter({ hasText: 'Thanksgiving week' }).first()).toBeVisible();
  await expect(office.getByTestId('delay-sentence')).toHaveText("Snow delay: today's collection one day later");
  await office.getByLabel('From', { exact: true }).fill(day);
  await office.getByLabel('To', { exact: true }).fill(day);
  await expect(office.getByTestId('delay-sentence')).toHaveText(
    `Snow delay: collection of ${shortDay(day)} one day later`,
  );
  await office.getByRole('button', { name: 'Declare delay' }).click();
  await seeToast(office, 'Delay declared');
  const declared = rows.filter({ hasText: 'Snow delay' });
  await expect(declared).toHaveCount(1);

  // Back online, the phone pulls the moved job and both its tasks.
  await expect(crew.getByTestId('task-card')).toHaveCount(2);
  await goOnline(crew);
  await expect(crew.getByTestId('task-card')).toHaveCount(0, { timeout: 20_000 });
  await expect(crew.getByTestId('calendar-banner')).toHaveText(
    `Snow delay: ${shortDay(day)} collections move to ${shortDay(addDays(day, 1))}`,
  );
  await crew.getByLabel('Date').fill(addDays(day, 1));
  await expect(crew.getByTestId('task-card')).toHaveCount(2);
  await expect(taskCard(crew, a.curb.id)).toBeVisible();
  // The card names the collection it serves and why it is not the usual day.
  await expect(taskCard(crew, a.curb.id).getByTestId('task-collection')).toHaveText(
    `for ${shortDay(addDays(day, 1))} collection · moved from ${shortDay(day).slice(0, 3)} (Snow delay)`,
  );

  // The customer's Job Tracking marks the moved job.
  await office.goto(`/customer/${a.customerId}`);
  await expect(office.getByTestId('job-moved')).toHaveText(
    `Collection moved from ${shortDay(day)} to ${shortDay(addDays(day, 1))} (Snow delay)`,
  );

  // The tracking page and the customer's text (read from the outbox by the office) tell the same date and why.
  const moved = addDays(day, 1);
  await office.goto(`/track/${a.trackingToken}`);
  await expect(office.getByTestId('next-collection-date')).toHaveText(longDate(moved));
  await expect(office.getByTestId('next-moved')).toHaveText(
    `Collection moved from ${shortDay(day)} to ${shortDay(moved)} (Snow delay)`,
  );
  const messages = await api.get(`/api/customers/${a.customerId}/messages`);
  expect(messages.status()).toBe(200);
  const texts = ((await messages.json()) as { kind: string; body: string }[]).filter(
    (m) => m.kind === 'schedule_change',
  );
  expect(texts).toHaveLength(1);
  expect(texts[0].body).toContain('Snow delay');
  expect(texts[0].body).toContain(`(was ${shortDay(day)})`);
  expect([shortDay(moved), longDate(moved).replace(/, \d{4}$/, '')].some((d) => texts[0].body.includes(d))).toBe(true);

  // Removing the delay puts the job back.
  await office.goto('/service-changes');
  await declared.getByRole('button', { name: 'Remove' }).click();
  await office.getByRole('button', { name: 'Remove delay' }).click();
  await seeToast(office, 'Delay removed');
  await expect(declared).toHaveCount(0);
  await crew.getByLabel('Date').fill(day);
  await expect(crew.getByTestId('task-card')).toHaveCount(2, { timeout: 20_000 });
});

test('the tracking page shows a holiday-moved collection with its reason and bins', async ({ page, adminApi: api }) => {
  const today = todayIn(BUSINESS_TZ);
  const year = Number(today.slice(0, 4));
  const holiday = addDays(thanksgiving(year), 1) >= today ? thanksgiving(year) : thanksgiving(year + 1);
  const friday = addDays(holiday, 1);
  const created = await api.post('/api/signups', {
    data: {
      name: `Turkey Tom ${Date.now().toString(36)}`,
      address: '26 Harvest Way',
      zipCode: '98199',
      phone: '2065550177',
      email: 'tom@example.com',
      needsGarbage: true,
      garbageQty: 2,
      needsRecycling: true,
      binsToCurbDay: 'thursday',
      collectionDay: 'friday',
      binsToResidenceDay: 'friday',
      serviceStartDate: friday,
      serviceEndDate: friday,
    },
  });
  expect(created.status()).toBe(201);
  const { trackingToken } = (await created.json()) as { trackingToken: string };

  await page.goto(`/track/${trackingToken}`);
  const long = (d: string) =>
    parseDateOnly(d).toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
  // The collection moved (Friday to Saturday); the bins still go out on Thanksgiving Friday.
  await expect(page.getByTestId('next-collection-date')).toHaveText(longDate(addDays(friday, 1)));
  await expect(page.getByTestId('next-moved')).toHaveText(
    `Collection moved from ${shortDay(friday)} to ${shortDay(addDays(friday, 1))} (Thanksgiving)`,
  );
  await expect(page.getByRole('region', { name: 'Next Collection' })).toContainText(`Bins go out${long(friday)}`);
  await expect(page.getByTestId('next-bins')).toHaveText('Bins: 2 Garbage • 1 Recycling');
});

test('the public signup may name the recycling week', async ({ page, adminApi: api }) => {
  const name = `Bin Bea ${Date.now().toString(36)}`;
  await page.goto('/signup');
  await page.getByRole('textbox', { name: /Full Name/ }).fill(name);
  await page.getByRole('textbox', { name: /Phone/ }).fill('206-555-0142');
  await page.getByRole('textbox', { name: /Street Address/ }).fill('3216 W Galer St');
  await page.getByRole('textbox', { name: /ZIP Code/ }).fill('98199');
  await page.getByRole('textbox', { name: /Email/ }).fill('bea@example.com');
  const saturday = onOrAfter(todayIn(BUSINESS_TZ), 'saturday');
  const week = page.getByLabel('Recycling week (optional)');
  await expect(week).toHaveValue('');
  await week.selectOption({ label: `Every other week, next on ${shortDay(addDays(saturday, 7))}` });
  await page.getByRole('button', { name: 'Sign Up for Service' }).click();
  await expect(page).toHaveURL(/\/signup\/confirmation/);
  const rows = (await (await api.get('/api/signups')).json()) as { name: string; recyclingAnchorDate: string | null }[];
  expect(rows.find((r) => r.name === name)?.recyclingAnchorDate).toBe(addDays(saturday, 7));
});
