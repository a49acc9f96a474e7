import { expect, type Page, test } from '@playwright/test';

const PHONE = { width: 360, height: 740 };

/** No element may push the page wider than the viewport on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('landing page', () => {
  test('shows every landing-page section in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Meet the Team', 'What We Do', 'Who We Serve', 'Why Choose', 'Simple Fair Pricing', 'Get In Touch'];
    const positions = order.map((title) => headings.findIndex((h) => h.includes(title)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Not the build's copy of the page, hidden for a frame once the app shows its own.
    const pricing = page.locator('#pricing').filter({ visible: true });
    await expect(pricing.getByText('$30 per month')).toBeVisible();
    await expect(pricing.getByText('First two jobs free')).toBeVisible();
  });

  test('Get Started and Start Your Free Trial lead to /signup', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Free Trial' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('Contact jumps to Get In Touch with the configured phone and e-mail', async ({ page, request }) => {
    const config = (await (await request.get('/api/public/config')).json()) as {
      contactPhone: string;
      contactEmail: string;
    };
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/#contact$/);
    const contact = page.locator('#contact');
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: config.contactPhone })).toBeVisible();
    await expect(contact.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
  });

  test('shows a QR code image for the signup address', async ({ page, request }) => {
    const { publicUrl } = (await (await request.get('/api/public/config')).json()) as { publicUrl: string };
    await page.goto('/');
    const qr = page.getByRole('img', { name: /QR code/ });
    await expect(qr).toBeVisible();
    const src = await qr.getAttribute('src');
    expect(src).toContain(`url=${encodeURIComponent(`${publicUrl.replace(/\/$/, '')}/signup`)}`);
    expect(src).toContain('size=160');
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('back-to-top appears after 300 px and scrolls up', async ({ page }) => {
    await page.goto('/');
    // The whole page must be laid out before it can be scrolled past 300 px.
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeAttached();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(100);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('fits a 360 px phone and is usable with the keyboard', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // Tab to Get Started and follow it with Enter.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (name === 'Get Started') break;
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('phone layout of the public pages', () => {
  test.use({ viewport: PHONE });
  for (const path of ['/signup', '/login', '/signup/confirmation', '/track/unknown-token-0000000000']) {
    test(`${path} fits 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('date formatting at start-up', () => {
  // The locale's date data loads with a browser process's first date formatter: one worker, which the
  // pages' loader starts, makes it off the main thread.
  for (const path of ['/', '/login']) {
    test(`one worker loads the date data off the main thread on ${path}`, async ({ page }) => {
      const workers: string[] = [];
      const errors: string[] = [];
      page.on('worker', (worker) => workers.push(new URL(worker.url()).protocol));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => workers).toEqual(['blob:']);
      // The page's own formatters still work once the worker has loaded the data.
      expect(await page.evaluate(() => new Intl.DateTimeFormat('en-US', { month: 'long' }).format(0))).toMatch(
        /^(December|January)$/,
      );
      expect(errors).toEqual([]);
    });
  }
});
