import AxeBuilder from '@axe-core/playwright';
import { todayIn } from '@bin-valet/schema';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expect, test } from './support/fixtures';
import { animationsDone, seeToast, unique } from './support/pages';
import { BUSINESS_TZ } from './support/sync-helpers';

/**
 * Customer messages on the real server, whose texts go to a Twilio-compatible server on loopback
 * (e2e/support/serve.ts): the office sees them on the customer page and in the undelivered list;
 * the customer turns the bins-moved messages off on the tracking page.
 */
const TZ = BUSINESS_TZ;
test.use({ timezoneId: TZ });
test.describe.configure({ timeout: 60_000 });

/** No serious or critical axe findings inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  // Colours are measured once a row that just appeared has finished fading in.
  await animationsDone(page.locator(selector).first());
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

async function createCustomer(ctx: APIRequestContext, phone = '2065550142') {
  const name = unique('Msg ');
  const res = await ctx.post('/api/signups', {
    data: {
      name,
      address: '3201 W Smith St',
      zipCode: '98199',
      phone,
      email: 'msg@example.com',
      needsGarbage: true,
      contactMethod: 'text',
      binsToCurbDay: 'monday',
      collectionDay: 'tuesday',
      binsToResidenceDay: 'tuesday',
      serviceStartDate: todayIn(TZ),
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { customer: { id: number; trackingToken: string } };
  return { name, id: body.customer.id, token: body.customer.trackingToken };
}

async function firstCurbTask(ctx: APIRequestContext, customerId: number) {
  const jobs = (await (await ctx.get(`/api/signups/${customerId}/jobs`)).json()) as { id: number }[];
  const res = await ctx.post('/api/jobs/tasks/bulk', { data: { jobIds: [jobs[0].id] } });
  const byJob = (await res.json()) as Record<string, { id: number; taskType: string }[]>;
  const task = byJob[String(jobs[0].id)].find((t) => t.taskType === 'take_to_curb');
  if (!task) throw new Error('no curb task');
  return task.id;
}

// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });

test('the office sees the bins-at-the-curb text, sent, in the Messages card', async ({
  managerPage: page,
  managerApi: office,
}) => {
  const customer = await createCustomer(office);
  const taskId = await firstCurbTask(office, customer.id);
  const done = await office.patch(`/api/tasks/${taskId}`, { data: { status: 'completed' } });
  expect(done.status()).toBe(200);
  await page.goto(`/customer/${customer.id}`);
  const card = page.getByRole('region', { name: 'Messages' });
  await expect(card.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const curb = card.getByTestId('customer-message').filter({ hasText: 'Bins at the curb' });
  // The sender delivers within a second or two; the card's Refresh reads the new status.
  await expect(async () => {
    await card.getByRole('button', { name: 'Refresh' }).click();
    await expect(curb.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(curb).toContainText('Text to +12065550142');
  await expect(curb).toContainText('Your bins are at the curb');
  await expect(curb).toContainText(`/track/${customer.token}`);
  const signup = card.getByTestId('customer-message').filter({ hasText: 'Signup confirmation' });
  await expect(signup).toContainText("You're signed up! Your first bins-to-curb day is");
  await expectAccessible(page, 'section[aria-label="Messages"]');
});

test('a failed text is counted in the navigation and listed with Retry and Copy', async ({
  managerPage: page,
  managerApi: office,
}) => {
  // Twelve digits: not a US number, so the text fails before any provider is asked.
  const customer = await createCustomer(office, '206-555-0142 99');
  // Signed in before the failure existed: load the office again so the navigation counts it.
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByTestId('failed-messages-count')).toBeVisible();
  await nav.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { name: 'Undelivered Messages' })).toBeVisible();
  await expect(page.getByText(/^\d+ failed · \d+ not sent/)).toBeVisible();
  const item = page.getByRole('article', { name: `Signup confirmation to ${customer.name}` });
  await expect(item).toContainText('The phone number is not a 10-digit US number');
  await expect(item.getByText('Failed', { exact: true })).toBeVisible();
  await expectAccessible(page, 'main');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await item.getByRole('button', { name: 'Copy' }).click();
  await seeToast(page, 'Message Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("You're signed up!");

  await item.getByRole('button', { name: 'Retry' }).click();
  await seeToast(page, 'Could Not Retry', 'The phone number is not a 10-digit US number');
  await item.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/${customer.id}$`));
});

test('Sam works the undelivered list: filters, Sent by hand, Dismiss, and how to configure the missing provider', async ({
  customerServicePage: page,
  customerServiceApi: office,
}) => {
  // Bad numbers: each signup's confirmation text fails at once.
  const first = await createCustomer(office, '206-555-0142 98');
  const second = await createCustomer(office, '206-555-0142 97');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Undelivered Messages' })).toBeVisible();
    // The e2e server has a text provider but no mail server.
    const notice = page.getByTestId('provider-notice');
    await expect(notice).toContainText('No provider is set up for e-mails, so they cannot be retried.');
    await expect(notice).toContainText('SMTP_URL');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.getByLabel('Kind').selectOption('bins_out');
  await expect(page.getByRole('article', { name: `Signup confirmation to ${first.name}` })).toHaveCount(0);
  await page.getByLabel('Kind').selectOption('signup_confirmation');
  await page.getByLabel('Status').selectOption('not_sent');
  await expect(page.getByRole('article', { name: `Signup confirmation to ${first.name}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('failed');
  const item = page.getByRole('article', { name: `Signup confirmation to ${first.name}` });
  await expect(item).toBeVisible();
  // A text: its provider is configured, so Retry is offered; every control is a thumb's size.
  await expect(item.getByRole('button', { name: 'Retry' })).toBeVisible();
  const heights = await item.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'main');

  await item.getByRole('button', { name: 'Sent by hand' }).click();
  await seeToast(page, 'Message marked sent by hand');
  await expect(item).toHaveCount(0);
  const other = page.getByRole('article', { name: `Signup confirmation to ${second.name}` });
  await other.getByRole('button', { name: 'Dismiss' }).click();
  await seeToast(page, 'Message dismissed');
  await expect(other).toHaveCount(0);

  // The customer's page keeps the message with who settled it.
  await page.goto(`/customer/${first.id}`);
  const card = page.getByRole('region', { name: 'Messages' });
  await expect(card.getByText('Sent by hand', { exact: true })).toBeVisible();
  await expect(card.getByTestId('message-handled')).toContainText(`Sent by hand by ${DEMO.customerService.username}`);
});

test('the customer turns the bins-moved messages off on the tracking page', async ({ page, managerApi: office }) => {
  const customer = await createCustomer(office);
  await page.goto(`/track/${customer.token}`);
  const card = page.getByRole('region', { name: 'Messages' });
  const curbBox = card.getByRole('checkbox', { name: 'Bins at the curb' });
  await expect(curbBox).toBeChecked();
  await expectAccessible(page, 'section[aria-label="Messages"]');
  await card.getByText('Bins at the curb', { exact: true }).click();
  await card.getByText('Bins back', { exact: true }).click();
  await card.getByRole('button', { name: 'Save choices' }).click();
  await seeToast(page, 'Preferences Saved');
  await page.reload();
  await expect(curbBox).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Bins back' })).not.toBeChecked();

  // The office sees the choice (on the older path too), and completing the curb task now sends nothing.
  const prefs = await office.get(`/api/customers/${customer.id}/message-preferences`);
  expect(await prefs.json()).toEqual({ binMoves: false });
  const taskId = await firstCurbTask(office, customer.id);
  await office.patch(`/api/tasks/${taskId}`, { data: { status: 'completed' } });
  const messages = (await (await office.get(`/api/customers/${customer.id}/messages`)).json()) as { kind: string }[];
  expect(messages.map((m) => m.kind)).toEqual(['signup_confirmation']);
});
