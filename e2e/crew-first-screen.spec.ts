import { todayIn } from '@bin-valet/schema';
import { employeeId, stopFor } from './support/crew-stops';
import { expect, test } from './support/fixtures';
import { signInByApi } from './support/pages';
import { BUSINESS_TZ, taskCard, tasksOfJob } from './support/sync-helpers';

/**
 * A crew member opening the dashboard on a phone that holds nothing yet gets today's stops in the page
 * itself, rendered by the server, before the app's code has arrived; the app then takes the copy's place
 * with the same cards (docs/decisions/0058-crew-first-screen-from-the-server.md).
 */
test.use({ timezoneId: BUSINESS_TZ });

// Today's stops of crew members made up here would change the day other specs count (the route planner's).
const made: number[] = [];
test.afterEach(async ({ adminApi }) => {
  for (const id of made.splice(0)) {
    const res = await adminApi.delete(`/api/signups/${id}`, { headers: { 'content-type': 'application/json' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
});

/** A new crew member with one stop today, signed in on `page` without opening a screen. */
async function crewWithStopToday(
  page: import('@playwright/test').Page,
  api: import('@playwright/test').APIRequestContext,
  newEmployee: (role: 'crew') => Promise<{ username: string; password: string }>,
) {
  const crew = await newEmployee('crew');
  const me = await employeeId(api, crew.username);
  const stamp = Date.now().toString(36);
  const stop = await stopFor(
    api,
    { name: `First Screen ${stamp}`, address: `7 Copy St ${stamp}` },
    todayIn(BUSINESS_TZ),
    [me],
  );
  made.push(stop.customerId);
  await signInByApi(page, crew, { land: false });
  return { stop, stamp };
}

test("the page itself shows today's route, read-only, while the app's code has not arrived", async ({
  page,
  adminApi: api,
  newEmployee,
}) => {
  const { stop, stamp } = await crewWithStopToday(page, api, newEmployee);
  // A link so slow that no script arrives.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/crew-dashboard');
  const card = taskCard(page, stop.curb.id);
  await expect(card).toContainText(`First Screen ${stamp}`);
  await expect(card).toContainText(`7 Copy St ${stamp}`);
  await expect(page.getByRole('heading', { name: 'Crew Dashboard' })).toBeVisible();
  // Nothing in the copy can be used yet: the app's own buttons replace these.
  await expect(card.getByRole('button', { name: 'Complete' })).toBeDisabled();
  // The screen's own controls sit in the header, where the app puts them.
  await expect(page.locator('header').getByRole('button', { name: 'My stops' })).toBeVisible();
});

test('the app takes the copy’s place with the same cards, without a layout shift, and a tap is saved', async ({
  page,
  adminApi: api,
  newEmployee,
}) => {
  const { stop, stamp } = await crewWithStopToday(page, api, newEmployee);
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The phone's clock is Playwright's: it runs as usual, and skips the undo window after the tap.
  await page.clock.install();
  await page.goto('/crew-dashboard');
  // The copy is gone: the card is the app's own.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const card = taskCard(page, stop.curb.id);
  await expect(card).toContainText(`First Screen ${stamp}`);
  // The takeover's shift, read before the tap: the card folding after a tap is the tap's answer, and
  // a slow phone can lay it out more than the 500 ms after the input that the browser excuses.
  const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  expect(shifted).toBeLessThan(0.02);
  await card.getByRole('button', { name: 'Complete' }).click();
  await expect(card.getByTestId('task-status')).toHaveText('Completed');
  // Sent once its undo window has passed.
  await page.clock.fastForward(10_500);
  await expect
    .poll(async () => (await tasksOfJob(api, stop.curb.jobId)).find((t) => t.id === stop.curb.id)?.status, {
      timeout: 30_000,
    })
    .toBe('completed');
});

test("a phone someone signed in on before never shows the server's copy: it has its own", async ({
  page,
  adminApi: api,
  newEmployee,
}) => {
  const { stop, stamp } = await crewWithStopToday(page, api, newEmployee);
  // A returning phone: its local copy of the day may hold taps the server has not seen yet.
  await page.addInitScript(() => {
    const w = window as unknown as { copyShown: boolean };
    w.copyShown = false;
    localStorage.setItem('bv-last-user', JSON.stringify({ id: 0, username: 'someone', role: 'crew' }));
    const look = () => {
      const copy = document.getElementById('prerendered');
      if (copy && getComputedStyle(copy).display !== 'none') w.copyShown = true;
      if (document.readyState !== 'complete') requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/crew-dashboard');
  await expect(taskCard(page, stop.curb.id)).toContainText(`First Screen ${stamp}`, { timeout: 15_000 });
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#first-screen-data')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { copyShown: boolean }).copyShown)).toBe(false);
});
