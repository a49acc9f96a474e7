import type { SignupCreated } from '@bin-valet/schema';
import { expect, test } from './support/fixtures';
import { unique } from './support/pages';

test.describe('billing on the tracking page', () => {
  test('a new customer sets up a card through checkout and sees the receipt of a paid invoice', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/signups', {
      data: {
        name: `Bill Payer ${unique('')}`,
        address: '2400 Thorndyke Ave W',
        zipCode: '98199',
        phone: '2065550178',
        email: `${unique('')}@example.com`,
        needsGarbage: true,
        garbageQty: 1,
        needsCompost: false,
        needsRecycling: false,
      },
    });
    expect(res.status()).toBe(201);
    const { trackingToken } = (await res.json()) as SignupCreated;
    await page.goto(`/track/${trackingToken}`);
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText('No card on file yet.')).toBeVisible();
    await billing.getByRole('button', { name: 'Set up payment' }).click();

    // The local Stripe's checkout page saves a card and returns to the tracking page.
    await expect(page.getByRole('heading', { name: 'Save a card' })).toBeVisible();
    const checkout = new URL(page.url());
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${trackingToken}`));
    await expect(billing.getByText('Card: Visa ending 4242')).toBeVisible();
    await expect(billing.getByRole('button', { name: 'Update card' })).toBeVisible();

    // Stripe charges the card: the paid invoice's receipt shows on the page.
    const sessionId = checkout.pathname.split('/').pop();
    expect((await request.post(`${checkout.origin}/_test/invoices/${sessionId}`)).status()).toBe(200);
    await page.reload();
    const receipt = billing.getByRole('link', { name: 'Receipt' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toHaveAttribute('href', new RegExp(`^${checkout.origin}/receipts/`));
    await expect(billing.getByText(/\$30\.00 · Paid/)).toBeVisible();
  });
});

test.describe('billing in the office', () => {
  test('the Billing filter lists a past-due customer first, and a manager refunds a paid month', async ({
    managerPage: page,
    request,
  }) => {
    const tag = unique('');
    /** A signed-up customer with a card saved on the local Stripe's checkout page and one invoice, paid or declined. */
    async function billed(name: string, failed: boolean) {
      const res = await request.post('/api/signups', {
        data: {
          name,
          address: '2400 Thorndyke Ave W',
          zipCode: '98199',
          phone: '2065550178',
          email: `${unique('')}@example.com`,
          needsGarbage: true,
          garbageQty: 1,
          needsCompost: false,
          needsRecycling: false,
        },
      });
      const created = (await res.json()) as SignupCreated;
      const setup = await request.post(`/api/track/${created.trackingToken}/billing/setup`);
      const checkout = new URL(((await setup.json()) as { url: string }).url);
      expect((await request.post(`${checkout.href}/complete`, { maxRedirects: 0 })).status()).toBe(303);
      const sessionId = checkout.pathname.split('/').pop();
      const charge = await request.post(`${checkout.origin}/_test/invoices/${sessionId}${failed ? '?failed=1' : ''}`);
      expect(charge.status()).toBe(200);
    }
    // Named so that by name alone the paying customer would come first.
    await billed(`Aaron Paid ${tag}`, false);
    await billed(`Zoe Late ${tag}`, true);

    await page.goto('/admin/customers');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(tag);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Billing (past due first)' });
    const rows = page.getByTestId('customer-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`Zoe Late ${tag}`);
    await expect(rows.first().getByTestId('billing-status')).toHaveText('Billing: Past due');
    await expect(rows.nth(1).getByTestId('billing-status')).toHaveText('Billing: Active');

    // The paying customer's month is refunded from their page, after a confirm naming month and amount.
    await rows
      .nth(1)
      .getByRole('link', { name: `Aaron Paid ${tag}` })
      .click();
    const card = page.getByRole('region', { name: 'Billing' });
    await card.getByRole('button', { name: /^Refund / }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('$30.00');
    await expect(dialog).toContainText(/for [A-Z][a-z]+ \d{4} \(/);
    await dialog.getByRole('button', { name: 'Refund $30.00' }).click();
    await expect(card.getByRole('cell', { name: 'Refunded' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Refund / })).toHaveCount(0);
  });
});
