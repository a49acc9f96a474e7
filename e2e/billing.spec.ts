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
