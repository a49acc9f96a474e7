import AxeBuilder from '@axe-core/playwright';
import { addDays, cityDate, type MessageChoices, shortDayName, todayIn } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { assignTasks } from './support/crew-stops';
import { expect, signInAs, test } from './support/fixtures';
import { seeToast, unique } from './support/pages';
import { customerServedOn, jobOn } from './support/signups';
import { BUSINESS_TZ, showAllStops, taskCard } from './support/sync-helpers';

/** A customer on their phone: skips, holds and message choices on the tracking link, at 360 × 780. */
test.use({ timezoneId: BUSINESS_TZ, viewport: { width: 360, height: 780 } });

const day = shortDayName;
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(bad).toEqual([]);
}

test('a customer skips next week and undoes it, sets a hold and ends it, chooses e-mail for bins back only, cancels and undoes', async ({
  page,
  adminApi,
  pageAs,
}) => {
  test.setTimeout(90_000);
  // Three days ahead: its changes close at noon the day before, so they are open now on any day.
  const first = addDays(todayIn(BUSINESS_TZ), 3);
  const customer = await customerServedOn(adminApi, first, {
    name: `Sam Skip ${unique('')}`,
    address: `7 Hold St ${unique('')}`,
  });
  for (const d of [first, addDays(first, 7), addDays(first, 14)]) await jobOn(adminApi, customer.id, d);
  await page.goto(`/track/${customer.trackingToken}`);

  const collections = page.getByRole('region', { name: 'Your Collections' });
  // Exact names: "Skip Tue, Dec 1" is also the start of "Skip Tue, Dec 15".
  await collections.getByRole('button', { name: `Skip ${day(first)}`, exact: true }).click();
  await seeToast(page, 'Saved', `${day(first)} is skipped.`);
  await expect(collections.getByText('Skipped', { exact: true })).toBeVisible();
  await expect(collections).toContainText(`Changes close at noon on ${day(addDays(first, -1))}`);

  // A skipped date can be asked for again; a date already scheduled is greyed.
  await collections.getByRole('button', { name: 'Ask for a collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Next Collection' });
  // The calendar offers the city's date for that week (the day after in a holiday week).
  const askable = cityDate(first).collectionDate;
  // The calendar opens on the month of the first date that can be asked for, which may be this month or
  // the next: move on until the askable date's month shows.
  await expect(dialog.getByRole('table')).toBeVisible();
  for (let i = 0; i < 2 && !(await dialog.getByRole('button', { name: longDay(askable) }).isVisible()); i++)
    await dialog.getByRole('button', { name: 'Next month' }).click();
  await expect(dialog.getByRole('button', { name: longDay(askable) })).toBeEnabled();
  if (addDays(first, 7).slice(0, 7) === askable.slice(0, 7))
    await expect(dialog.getByRole('button', { name: longDay(addDays(first, 7)) })).toBeDisabled();
  await dialog.getByRole('button', { name: longDay(askable) }).click();
  await dialog.getByRole('button', { name: 'Schedule Collection' }).click();
  await seeToast(page, 'Collection Scheduled');
  await collections.getByRole('button', { name: `Undo skip of ${day(first)}`, exact: true }).click();
  await seeToast(page, 'Saved', `${day(first)} is back on.`);
  await expect(collections.getByRole('button', { name: `Skip ${day(first)}`, exact: true })).toBeVisible();
  await expectAccessible(page, 'section[aria-label="Your Collections"]');

  const hold = page.getByRole('region', { name: 'Vacation Hold' });
  await hold.getByLabel('Hold from').fill(addDays(first, 6));
  await hold.getByLabel('Hold until').fill(addDays(first, 12));
  await hold.getByRole('button', { name: 'Set hold' }).click();
  await seeToast(page, 'Saved', 'Your hold is set.');
  await expect(hold).toContainText(`On hold ${day(addDays(first, 6))} – ${day(addDays(first, 12))}`);
  await expect(hold).toContainText(`Collections resume ${day(addDays(first, 14))}`);
  await expect(collections.getByText('On hold', { exact: true })).toBeVisible();
  await expectAccessible(page, 'section[aria-label="Vacation Hold"]');
  await hold.getByRole('button', { name: 'End hold' }).click();
  await seeToast(page, 'Saved', 'Your hold has ended.');
  await expect(hold.getByText(/On hold/)).toHaveCount(0);
  await expect(collections.getByText('On hold', { exact: true })).toHaveCount(0);

  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByText('E-mail', { exact: true }).click();
  for (const label of [
    'Bins at the curb',
    'Missed service',
    'Schedule changes',
    'On our way',
    'Answers to my requests',
  ])
    await messages.getByText(label, { exact: true }).click();
  await messages.getByRole('button', { name: 'Save choices' }).click();
  await seeToast(page, 'Preferences Saved');
  await page.reload();
  await expect(messages.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(messages.getByRole('checkbox', { name: 'Bins back' })).toBeChecked();
  await expect(messages.getByRole('checkbox', { name: 'Bins at the curb' })).not.toBeChecked();
  await expectAccessible(page, 'section[aria-label="Messages"]');
  const saved = (await (
    await adminApi.get(`/api/track/${customer.trackingToken}/preferences`)
  ).json()) as MessageChoices;
  expect(saved).toEqual({
    channel: 'email',
    kinds: {
      bins_out: false,
      bins_back: true,
      missed: false,
      schedule_change: false,
      on_my_way: false,
      request_answer: false,
    },
  });

  const cancel = page.getByRole('region', { name: 'Cancel Service' });
  await cancel.getByRole('button', { name: 'Cancel service' }).click();
  await cancel.getByLabel('Last collection').fill(addDays(first, 7));
  await cancel.getByLabel('Reason (optional)').fill('Moving away');
  await cancel.getByRole('button', { name: 'Cancel my service' }).click();
  await seeToast(page, 'Saved', `Your service ends after ${day(addDays(first, 7))}.`);
  await expect(cancel).toContainText(`Service ends after ${day(addDays(first, 7))}`);
  await expect(collections.getByRole('button', { name: `Skip ${day(addDays(first, 14))}`, exact: true })).toHaveCount(
    0,
  );
  await expectAccessible(page, 'section[aria-label="Cancel Service"]');
  await cancel.getByRole('button', { name: 'Undo' }).click();
  await seeToast(page, 'Saved', 'Your service continues.');
  await expect(cancel.getByRole('button', { name: 'Cancel service' })).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact Us' });
  await expect(contact.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(contact.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  // The office sees each change on the customer page, with who made it.
  const office = await pageAs('manager');
  await office.goto(`/customer/${customer.id}`);
  const history = office.getByRole('region', { name: 'Customer Changes' });
  await expect(history).toContainText(`Customer skipped ${day(first)}`);
  await expect(history).toContainText(`Customer undid the skip of ${day(first)}`);
  await expect(history).toContainText('Customer ended the hold');
  await expect(history).toContainText('Customer chose e-mails for: bins_back');
  await expect(history).toContainText(`Customer cancelled service after ${day(addDays(first, 7))} (Moving away)`);
  await expect(history).toContainText('By the customer on their tracking link');
});

test('the crew phone loses the stop a customer skips', async ({ page, adminApi, browser, baseURL }) => {
  test.setTimeout(90_000);
  const date = addDays(todayIn(BUSINESS_TZ), 3);
  const customer = await customerServedOn(adminApi, date, {
    name: `Kim Skips ${unique('')}`,
    address: `9 Skip Ln ${unique('')}`,
  });
  const { curb, house } = await jobOn(adminApi, customer.id, date);
  // A phone holds its own stops (and unheld ones of today and tomorrow only).
  await assignTasks(adminApi, DEMO.crew.username, [curb, house]);
  await signInAs(page, DEMO.crew);
  await showAllStops(page);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByLabel('Date').fill(date);
  await page.getByRole('button', { name: 'Less' }).click();
  await expect(taskCard(page, curb.id)).toBeVisible();
  await expect(taskCard(page, house.id)).toBeVisible();

  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, timezoneId: BUSINESS_TZ });
  const tracking = await phone.newPage();
  await tracking.goto(`/track/${customer.trackingToken}`);
  await tracking.getByRole('button', { name: `Skip ${day(date)}`, exact: true }).click();
  await seeToast(tracking, 'Saved', `${day(date)} is skipped.`);
  await phone.close();

  // The server pokes the phone; its pull brings the cancelled tasks and both cards go.
  await expect(taskCard(page, curb.id)).toHaveCount(0, { timeout: 30_000 });
  await expect(taskCard(page, house.id)).toHaveCount(0);
});
