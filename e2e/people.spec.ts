import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seeToast, signIn, unique } from './support/pages';

/** The People screen and the employee page, against the demo data. */

// Long flows on a shared 2-core machine: allow more than the default 30 s.
test.describe.configure({ timeout: 120_000 });
// Each test opens its own screen first: no landing page after signing in.
test.use({ landOnHome: false });

async function createEmployee(ctx: APIRequestContext, role = 'crew') {
  const username = unique('e2e');
  const res = await ctx.post('/api/admin/employees', { data: { username, password: 'secret-1', role } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: number };
  return { id: body.id, username, password: 'secret-1' };
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface CrewRow {
  name: string;
  role: string;
  active: boolean;
  jobs: number;
  hire: number | null;
}

async function crewRows(page: Page): Promise<CrewRow[]> {
  // One read of the whole table: by then the list holds every account the suite has made so far.
  const cells = await page.getByTestId('employee-row').evaluateAll((rows) =>
    rows.map((row) => {
      const td = [...row.querySelectorAll('td')];
      const text = (i: number) => (td[i]?.textContent ?? '').trim();
      // The hire cell holds the date and, beneath it, the relative age.
      const hire = (td[6]?.querySelector('p')?.textContent ?? '').trim();
      return {
        name: (td[0]?.querySelector('a')?.textContent ?? '').trim(),
        role: text(1),
        status: text(2),
        jobs: text(4),
        hire,
      };
    }),
  );
  return cells.map((c) => ({
    name: c.name,
    role: c.role,
    active: c.status === 'Active',
    jobs: Number(c.jobs.split(' ')[0]),
    hire: c.hire === 'No date' ? null : new Date(c.hire).getTime(),
  }));
}

function inOrder<T>(xs: T[], cmp: (a: T, b: T) => number, dir: 'asc' | 'desc') {
  for (let i = 1; i < xs.length; i++) {
    const c = cmp(xs[i - 1], xs[i]);
    if (dir === 'asc' ? c > 0 : c < 0) return false;
  }
  return true;
}

test.describe('People', () => {
  test('shows every column format and sorts five columns with the toggle rule', async ({ managerPage: page }) => {
    // The old Crew list's address still works.
    await page.goto('/crew');
    await expect(page).toHaveURL(/\/people$/);
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    await expect(page.getByTestId('employee-row').first()).toBeVisible();

    const casey = page.getByTestId('employee-row').filter({ hasText: '@casey' });
    await expect(casey.getByRole('link', { name: 'Casey Nguyen' })).toHaveAttribute('href', /\/employee\/\d+$/);
    await expect(casey).toContainText(/\d+ jobs?/);
    await expect(casey).toContainText('Crew');
    const maria = page.getByTestId('employee-row').filter({ hasText: '@maria' });
    await expect(maria).toContainText('Manager');
    await expect(page.getByTestId('employee-row').filter({ hasText: '@sam' })).toContainText('Customer Service');
    await expect(page.getByTestId('employee-row').filter({ hasText: '@alex' })).toContainText('Inactive');

    const header = (name: string) => page.getByRole('columnheader', { name });
    const byName = (a: CrewRow, b: CrewRow) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());
    // Default: name ascending.
    await expect(header('Employee')).toHaveAttribute('aria-sort', 'ascending');
    expect(inOrder(await crewRows(page), byName, 'asc')).toBe(true);

    const columns: { name: string; cmp: (a: CrewRow, b: CrewRow) => number }[] = [
      { name: 'Employee', cmp: byName },
      { name: 'Role', cmp: (a, b) => a.role.localeCompare(b.role) },
      { name: 'Status', cmp: (a, b) => Number(!a.active) - Number(!b.active) },
      { name: 'Jobs Assigned', cmp: (a, b) => a.jobs - b.jobs },
    ];
    for (const col of columns) {
      // Clicking the active Employee column toggles it; every other column starts ascending.
      const first = col.name === 'Employee' ? 'descending' : 'ascending';
      const second = first === 'ascending' ? 'descending' : 'ascending';
      await header(col.name).getByRole('button').click();
      await expect(header(col.name)).toHaveAttribute('aria-sort', first);
      expect(inOrder(await crewRows(page), col.cmp, first === 'ascending' ? 'asc' : 'desc')).toBe(true);
      await header(col.name).getByRole('button').click();
      await expect(header(col.name)).toHaveAttribute('aria-sort', second);
      expect(inOrder(await crewRows(page), col.cmp, second === 'ascending' ? 'asc' : 'desc')).toBe(true);
    }

    // Hire date: missing dates stay last in both directions.
    const withDates = (rows: CrewRow[]) => rows.filter((r) => r.hire !== null);
    const nullsLast = (rows: CrewRow[]) =>
      rows.findIndex((r) => r.hire === null) >= withDates(rows).length || rows.every((r) => r.hire !== null);
    await header('Hire Date').getByRole('button').click();
    await expect(header('Hire Date')).toHaveAttribute('aria-sort', 'ascending');
    let rows = await crewRows(page);
    expect(inOrder(withDates(rows), (a, b) => (a.hire ?? 0) - (b.hire ?? 0), 'asc')).toBe(true);
    expect(nullsLast(rows)).toBe(true);
    await header('Hire Date').getByRole('button').click();
    await expect(header('Hire Date')).toHaveAttribute('aria-sort', 'descending');
    rows = await crewRows(page);
    expect(inOrder(withDates(rows), (a, b) => (a.hire ?? 0) - (b.hire ?? 0), 'desc')).toBe(true);
    expect(nullsLast(rows)).toBe(true);
    await expect(header('Employee')).toHaveAttribute('aria-sort', 'none');
  });

  test('creates an employee after each validation and server error', async ({ managerPage: page }) => {
    await page.goto('/people');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Employee' });
    await expect(dialog).toBeVisible();

    const username = dialog.getByLabel('Username');
    const password = dialog.getByLabel('Password', { exact: true });
    await username.fill('ab');
    await password.fill('123');
    await dialog.getByRole('button', { name: 'Create Employee' }).click();
    await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

    // Show / hide the password.
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // Taken username: the server's message in an 'Error' toast.
    await username.fill('casey');
    await password.fill('secret-1');
    await dialog.getByRole('button', { name: 'Create Employee' }).click();
    await seeToast(page, 'Error', 'Username already exists');
    await expect(dialog).toBeVisible();

    const fresh = unique('hire');
    await username.fill(fresh);
    await dialog.getByLabel('Full name (optional)').fill('Hiro Tanaka');
    await dialog.getByLabel('E-mail (optional)').fill('hiro@example.com');
    await dialog.getByLabel('Phone (optional)').fill('206-555-0123');
    await dialog.getByLabel('Role').selectOption('customer_service');
    await dialog.getByRole('button', { name: 'Create Employee' }).click();
    await seeToast(page, 'Employee Created', 'Employee has been created successfully.');
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('employee-row').filter({ hasText: `@${fresh}` });
    await expect(row).toContainText('Hiro Tanaka');
    await expect(row).toContainText('Customer Service');
    await expect(row).toContainText('0 jobs');
    await expect(row).toContainText('No date');

    // Reopened, the dialog is empty again.
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Employee' }).getByLabel('Username')).toHaveValue('');
  });

  test('a crew member opening /people sees Access Denied', async ({ crewPage: page }) => {
    await page.goto('/people');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText('Required role: manager | Your role: crew')).toBeVisible();
  });
});

test.describe('People (the old Employees address)', () => {
  test('lists staff with the current user labelled and links to the employee page', async ({ managerPage: page }) => {
    await page.goto('/user-management');
    await expect(page).toHaveURL(/\/people$/);
    for (const h of ['Employee', 'Role', 'Status', 'Upcoming Time Off', 'Jobs Assigned', 'Contact', 'Hire Date']) {
      await expect(page.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
    }
    const me = page.getByTestId('employee-row').filter({ hasText: 'Maria Delgado' });
    await expect(me.getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByText('You', { exact: true })).toHaveCount(1);
    await page.getByRole('link', { name: 'Casey Nguyen' }).click();
    await expect(page).toHaveURL(/\/employee\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Casey Nguyen', level: 1 })).toBeVisible();
  });
});

test.describe('Employee detail', () => {
  test('edits, resets the password, deactivates, reactivates and deletes', async ({
    managerPage: page,
    openPage,
    managerApi: admin,
  }) => {
    const hire = await createEmployee(admin);
    await page.goto(`/employee/${hire.id}`);
    // Header falls back to the username until a name is set.
    await expect(page.getByRole('heading', { name: hire.username, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to People' })).toHaveAttribute('href', '/people');
    await expect(page.getByText('No time off scheduled')).toBeVisible();
    await expect(page.getByText('No Job Assignments')).toBeVisible();
    await expect(page.getByText("This employee hasn't been assigned to any jobs yet.")).toBeVisible();
    for (const tile of ['Jobs Scheduled', 'Jobs Completed', 'Total Assignments', 'Completion Rate']) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('0%')).toBeVisible();

    // Edit Information: both messages, then a save with empty phone.
    const menu = page.getByRole('button', { name: 'Employee actions' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit Information' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Employee Information' });
    await edit.getByLabel('Email').fill('not-an-email');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Name is required')).toBeVisible();
    await expect(edit.getByText('Please enter a valid email address')).toBeVisible();
    await edit.getByLabel('Full Name').fill('Pat Newhire');
    await edit.getByLabel('Email').fill('pat@example.com');
    await edit.getByLabel('Phone').fill('2065550123');
    await edit.getByLabel('Hire Date').fill('2025-03-04');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await seeToast(page, 'Employee Updated');
    await expect(page.getByRole('heading', { name: 'Pat Newhire', level: 1 })).toBeVisible();
    await expect(page.getByText('(206) 555-0123')).toBeVisible();
    await expect(page.getByText('Mar 4, 2025')).toBeVisible();
    const saved = (await (await admin.get(`/api/admin/employees/${hire.id}`)).json()) as { hireDate: string };
    expect(saved.hireDate).toBe('2025-03-04');

    // Empty e-mail is sent as null.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit Information' }).click();
    await edit.getByLabel('Email').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect
      .poll(async () => ((await (await admin.get(`/api/admin/employees/${hire.id}`)).json()) as { email: null }).email)
      .toBeNull();

    // Availability: managers choose among the other values.
    const availability = page.getByLabel('Availability');
    await expect(availability.locator('option:not([disabled])')).toHaveText(['On Job', 'Unavailable', 'Off Shift']);
    await availability.selectOption('on_job');
    await seeToast(page, 'Availability status updated');
    await expect(availability.locator('option[disabled]')).toHaveText('On Job');

    // Reset Password: both messages, then sign in with the new one.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Reset Password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New Password').fill('12345');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Password must be at least 6 characters').first()).toBeVisible();
    await reset.getByLabel('New Password').fill('brand-new-1');
    await reset.getByLabel('Confirm Password').fill('brand-new-2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText("Passwords don't match")).toBeVisible();
    await reset.getByLabel('Confirm Password').fill('brand-new-1');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await seeToast(page, 'Password Reset', 'has been reset.');
    // First sign-in on a phone: 'Welcome', then their own password before anything else, then their route.
    const other = await openPage({ viewport: { width: 360, height: 780 }, hasTouch: true });
    await signIn(other, hire.username, 'brand-new-1');
    await expect(other).toHaveURL(/\/change-password$/);
    await seeToast(other, 'Login Successful', `Welcome, ${hire.username}!`);
    await expect(other.getByText('Your password was set by the office.')).toBeVisible();
    await other.goto('/crew-dashboard');
    await expect(other).toHaveURL(/\/change-password$/);
    await expect(other.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await other.getByLabel('Current Password', { exact: true }).fill('brand-new-1');
    await other.getByLabel('New Password', { exact: true }).fill('my-own-pass-1');
    await other.getByLabel('Confirm New Password', { exact: true }).fill('my-own-pass-1');
    await other.getByRole('button', { name: 'Update Password' }).click();
    // A crew member lands on their route.
    await expect(other).toHaveURL(/\/crew-dashboard$/);

    // Deactivate: red cards, and sign-in is refused.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Deactivate Employee' }).click();
    await seeToast(page, 'Status Updated', 'Employee has been deactivated.');
    await expect(page.getByText('Inactive', { exact: true }).first()).toBeVisible();
    const refused = await openPage();
    await signIn(refused, hire.username, 'brand-new-1');
    await expect(refused.getByText('Invalid username or password')).toBeVisible();
    await expect(refused).toHaveURL(/\/login$/);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Activate Employee' }).click();
    await seeToast(page, 'Status Updated', 'Employee has been activated.');

    // Delete: the confirmation lists what goes, then back to /user-management.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete Employee' }).click();
    const del = page.getByRole('alertdialog', { name: 'Delete Employee' });
    await expect(del.getByText('Their account and login access')).toBeVisible();
    await expect(del.getByText('All job assignment history')).toBeVisible();
    await expect(del.getByText('Personal information and records')).toBeVisible();
    await del.getByRole('button', { name: 'Delete Employee' }).click();
    await seeToast(page, 'Employee Deleted');
    await expect(page).toHaveURL(/\/people$/);
    await expect(page.getByTestId('employee-row').first()).toBeVisible();
    await expect(page.getByText('Pat Newhire')).toHaveCount(0);
  });

  test("one's own account: role read-only, no Deactivate or Delete, and saving works", async ({
    managerPage: page,
  }) => {
    await page.goto('/people');
    await page.getByRole('link', { name: 'Maria Delgado' }).click();
    await page.getByRole('button', { name: 'Employee actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Information' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Deactivate|Delete/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Edit Information' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Employee Information' });
    await expect(edit.getByTestId('role-fixed')).toContainText('You cannot change your own role.');
    await expect(edit.getByLabel('Role')).toHaveCount(0);
    await expect(edit.getByText('Active employee')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await seeToast(page, 'Employee Updated');
    await expect(page.getByText(/HTTP \d{3}/)).toHaveCount(0);
  });

  test('assigns a job and removes the assignment', async ({ managerPage: page, managerApi: admin }) => {
    const hire = await createEmployee(admin);
    await page.goto(`/employee/${hire.id}`);
    await page.getByRole('button', { name: 'Assign First Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Job' });
    const job = dialog.getByLabel('Job', { exact: true });
    await expect(job.locator('option').nth(1)).toHaveText(/^Job #\d+ - [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const label = (await job.locator('option').nth(1).textContent()) ?? '';
    const jobId = label.match(/#(\d+)/)?.[1] ?? '';
    await job.selectOption({ index: 1 });
    await expect(dialog.getByLabel('Assignment Role')).toHaveValue('crew');
    await dialog.getByLabel('Assignment Role').selectOption('lead');
    await dialog.getByLabel('Notes (optional)').fill('Bring the ladder');
    await dialog.getByRole('button', { name: 'Assign Job' }).click();
    await seeToast(page, 'Job Assigned', 'Job has been successfully assigned to the employee.');
    const row = page.getByTestId('assignment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Job #${jobId}`);
    await expect(row).toContainText('Lead');
    await expect(row).toContainText('Bring the ladder');
    await expect(row.getByRole('link')).toHaveAttribute('href', /\/customer\/\d+$/);

    let confirmText = '';
    page.once('dialog', (d) => {
      confirmText = d.message();
      void d.accept();
    });
    await row.getByRole('button', { name: 'Remove Assignment' }).click();
    await seeToast(page, 'Assignment Removed');
    expect(confirmText).toBe('Are you sure you want to remove this job assignment?');
    await expect(page.getByText('No Job Assignments')).toBeVisible();
  });

  test('an unknown id shows Employee Not Found', async ({ managerPage: page }) => {
    await page.goto('/employee/999999');
    await expect(page.getByRole('heading', { name: 'Employee Not Found' })).toBeVisible();
    await expect(page.getByText("The employee you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to People' })).toBeVisible();
  });
});

test.describe('the Admin role', () => {
  test('an admin grants Admin from the screen and removes it again', async ({ adminPage: page, adminApi }) => {
    const staff = await createEmployee(adminApi, 'manager');
    await page.goto(`/employee/${staff.id}`);
    const roleShown = page.getByText('Role', { exact: true }).locator('..');
    const setRole = async (label: string) => {
      await page.getByRole('button', { name: 'Employee actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit Information' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Employee Information' });
      await edit.getByLabel('Full Name').fill(`Promo ${staff.username}`);
      await edit.getByLabel('Role').selectOption({ label });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await seeToast(page, 'Employee Updated');
    };
    await setRole('Admin');
    await expect(roleShown).toContainText('Admin');
    await page.goto('/people');
    await expect(page.getByTestId('employee-row').filter({ hasText: `@${staff.username}` })).toContainText('Admin');
    await page.goto(`/employee/${staff.id}`);
    await setRole('Manager');
    await expect(roleShown).toContainText('Manager');
  });
});

test.describe('accessibility', () => {
  test('axe finds no serious or critical violations on the three screens', async ({ managerPage: page }) => {
    await page.goto('/people');
    await expect(page.getByTestId('employee-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Casey Nguyen' }).click();
    await expect(page.getByRole('heading', { name: 'Performance Overview' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('assignment-row').first().or(page.getByText('No Job Assignments'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
