import { type AssignedStop, type AssignmentsByTask, addDays, todayIn } from '@bin-valet/schema';
import type { Page } from '@playwright/test';
import { stopFor } from './support/crew-stops';
import { expect, test } from './support/fixtures';
import { seeToast } from './support/pages';
import { BUSINESS_TZ } from './support/sync-helpers';

/** The office's time-off inbox: a crew request on the dashboard, approved with its stops unassigned; the lists at 360 px. */

const inDays = (n: number) => addDays(todayIn(BUSINESS_TZ), n);

/** Nothing wider than the phone, and the button's right edge on screen. */
async function fitsPhone(page: Page, button: ReturnType<Page['getByRole']>) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
}

// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });

test('a manager approves a crew request from the dashboard inbox and takes them off their stops', async ({
  managerPage: page,
  managerApi: api,
  newEmployee,
  apiAs,
}) => {
  const crew = await newEmployee('crew');
  const staff = (await (await api.get('/api/admin/employees')).json()) as { id: number; username: string }[];
  const crewId = staff.find((s) => s.username === crew.username)?.id ?? 0;
  const [from, to] = [inDays(10), inDays(12)];
  // Two stops in the dates (one already done there), one the week after.
  const first = await stopFor(api, { name: 'Inbox One', address: '1 Inbox St' }, from, [crewId]);
  const second = await stopFor(api, { name: 'Inbox Two', address: '2 Inbox St' }, to, [crewId]);
  const later = await stopFor(api, { name: 'Inbox Later', address: '3 Inbox St' }, inDays(19), [crewId]);
  expect((await api.patch(`/api/tasks/${second.curb.id}`, { data: { status: 'completed' } })).status()).toBe(200);

  const asCrew = await apiAs(crew);
  const filed = await asCrew.post(`/api/admin/employees/${crewId}/time-off`, {
    data: { startDate: from, endDate: to, type: 'vacation', notes: 'Sister’s wedding' },
  });
  expect(filed.status()).toBe(201);

  await page.goto('/admin');
  const badge = page.getByTestId('pending-time-off-count').first();
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('link', { name: 'People' }).first()).toHaveAccessibleDescription(
    /time-off requests? waiting/,
  );
  const request = page.getByTestId('time-off-request').filter({ hasText: crew.username });
  await expect(request).toContainText('Vacation');
  await expect(request).toContainText('3 days');
  await expect(request).toContainText('Sister’s wedding');

  await request.getByRole('button', { name: `Approve ${crew.username}'s time off` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${crew.username}'s time off` });
  await expect(dialog.getByText(`${crew.username} has 3 stops assigned`)).toBeVisible();
  await expect(dialog.getByTestId('assigned-stops').getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Approve only' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve and unassign' }).click();
  await seeToast(page, `${crew.username}: time off approved`, 'Taken off 3 stops');
  await expect(request).toHaveCount(0);
  // Tests running beside this one file requests too: the badge drops to what the server still has pending.
  const pendingNow = async () =>
    ((await (await api.get('/api/admin/employees/time-off?status=pending')).json()) as unknown[]).length;
  await expect
    .poll(async () => {
      // No badge once nothing is pending.
      const shown = await badge.textContent({ timeout: 1000 }).catch(() => '0');
      return Number(shown) === (await pendingNow());
    })
    .toBe(true);

  // The server took them off the open stops in the dates only.
  const left = await api.get(`/api/admin/employees/${crewId}/assigned-stops?from=${from}&to=${to}`);
  expect((await left.json()) as AssignedStop[]).toEqual([]);
  const ids = [first.curb, first.house, second.curb, second.house, later.curb, later.house].map((x) => x.id);
  const bulk = (await (
    await api.post('/api/tasks/assignments/bulk', { data: { taskIds: ids } })
  ).json()) as AssignmentsByTask;
  const holds = (id: number) => bulk[String(id)]?.some((a) => a.employeeId === crewId) ?? false;
  expect(ids.map(holds)).toEqual([false, false, true, false, true, true]);
});

test('the inbox and the employee page’s time off fit a 360 px phone', async ({
  managerPage: page,
  managerApi: api,
  newEmployee,
  apiAs,
}) => {
  const crew = await newEmployee('crew');
  const staff = (await (await api.get('/api/admin/employees')).json()) as { id: number; username: string }[];
  const crewId = staff.find((s) => s.username === crew.username)?.id ?? 0;
  const filed = await (await apiAs(crew)).post(`/api/admin/employees/${crewId}/time-off`, {
    data: { startDate: inDays(14), endDate: inDays(17), type: 'personal', notes: 'Moving house' },
  });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: number };

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin');
  const request = page.getByTestId('time-off-request').filter({ hasText: crew.username });
  await expect(request).toContainText('4 days');
  await fitsPhone(page, request.getByRole('button', { name: `Approve ${crew.username}'s time off` }));

  await page.goto(`/employee/${crewId}`);
  await page.getByRole('button', { name: 'Manage Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Time Off' });
  await expect(dialog.getByText('1 request in all')).toBeVisible();
  // One card per request, not squeezed columns.
  await expect(dialog.getByRole('columnheader')).toHaveCount(0);
  const card = dialog.getByTestId('time-off-row');
  await expect(card).toContainText('Personal');
  await expect(card).toContainText('4 days');
  await expect(card).toContainText('Pending');
  const approve = card.getByRole('button', { name: 'Approve Request' });
  await fitsPhone(page, approve);
  // Measured once the dialog's opening animation (a slight scale) is over.
  await expect.poll(async () => (await approve.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // Leave nothing waiting for the other specs' counts.
  expect((await api.patch(`/api/admin/employees/time-off/${id}`, { data: { status: 'denied' } })).status()).toBe(200);
});
