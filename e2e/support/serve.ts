import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '@bin-valet/schema';
import { cheapHashesForTests } from '../../sync-server/src/auth/password';
import { DB_FILE_NAME, openStore } from '../../sync-server/src/db/connection';
import { seedDemo } from '../../sync-server/src/db/demo-seed';
import { ensureAdmin } from '../../sync-server/src/db/seed-admin';
import { loadConfig } from '../../sync-server/src/env';
import { startFakeTwilio } from '../../sync-server/src/messages/fake-twilio';
import { startServer } from '../../sync-server/src/server';
import { startFakeStripe } from '../../sync-server/src/test-support/fake-stripe';
import { E2E_ADMIN } from './accounts';

/**
 * The real server on a fresh SQLite file for one Playwright run; the PWA must already be built.
 * The database holds the demo neighbourhood (accounts in accounts.ts), seeded for today's business
 * date before the server listens, with E2E_ADMIN as the admin.
 */
// The suite signs in hundreds of times; the demo accounts get a cheap hash (this harness only).
cheapHashesForTests();
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bv-e2e-'));
// Customer texts go to a Twilio-compatible server on loopback, so screens show real 'sent' messages.
export const E2E_SMS = { sid: 'AC00000000000000000000000000000e2e', token: 'e2e-sms-token' };
const twilio = await startFakeTwilio(E2E_SMS.sid, E2E_SMS.token);
// Billing goes to a Stripe-compatible server on loopback, whose checkout page signs its event to our webhook.
export const E2E_STRIPE = { key: 'sk_test_e2e', webhookSecret: 'whsec_e2e', price: 'price_e2e_monthly' };
const stripe = await startFakeStripe({
  secretKey: E2E_STRIPE.key,
  webhookSecret: E2E_STRIPE.webhookSecret,
  webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3000}/api/billing/webhook`,
});
const config = loadConfig({
  STRIPE_SECRET_KEY: E2E_STRIPE.key,
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
  STRIPE_PRICE_ID: E2E_STRIPE.price,
  STRIPE_API_URL: stripe.url,
  SMS_API_URL: twilio.url,
  SMS_ACCOUNT_SID: E2E_SMS.sid,
  SMS_AUTH_TOKEN: E2E_SMS.token,
  SMS_FROM: '+12065550199',
  MESSAGE_QUIET_HOURS: 'off',
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
});
const seedStore = openStore(join(config.dataDir, DB_FILE_NAME));
const admin = await ensureAdmin(seedStore, config);
// A reused E2E_DATA_DIR is already seeded: only a fresh database gets the demo data.
if (admin.created) await seedDemo(seedStore, { today: todayIn(config.businessTz) });
seedStore.close();

const running = await startServer(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([running.close(), twilio.close(), stripe.close()]).then(() => process.exit(0));
  });
}
