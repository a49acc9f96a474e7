import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBillingWorker } from './billing/worker';
import { startCheckpointer } from './db/checkpointer';
import { DB_FILE_NAME, openStore } from './db/connection';
import { ensureAdmin } from './db/seed-admin';
import { startDailyTopUp } from './domain/top-up';
import type { Config } from './env';
import { queueHolidayNotices } from './messages/holiday-notices';
import { closeMailTransports } from './messages/providers';
import { createSender } from './messages/sender';
import { startPhotoRetention } from './photos/photo-cleanup';
import { startMutationPruning } from './sync/retention';

/** Opens the database, makes sure an admin exists and serves the app; resolves once listening. */
export async function startServer(config: Config) {
  const store = openStore(join(config.dataDir, DB_FILE_NAME));
  const admin = await ensureAdmin(store, config);
  if (admin.created) {
    console.log(`[server] created the "${config.adminUsername}" account`);
    if (admin.generatedPassword) {
      console.log(`[server] its generated password (shown once): ${admin.generatedPassword}`);
    }
  }
  // Active service periods get their jobs topped up now and whenever the business date changes.
  const topUp = startDailyTopUp(store, config.businessTz, {
    afterTopUp: (today) => store.write((db) => queueHolidayNotices(db, config, today)),
  });
  // Stored push results older than the retention period go once a day.
  const pruning = startMutationPruning(store);
  const checkpointer = startCheckpointer(store);
  // Curb photos past PHOTO_RETENTION_DAYS go now and once a day.
  const photoRetention = startPhotoRetention(store, config.dataDir, config.photoRetentionDays);
  // Customer texts and e-mails queued by any write go out from here (docs/decisions/0018-customer-message-outbox.md).
  const sender = createSender(store, config.messaging);
  sender.start();
  // Stripe calls queued by any write (the plan's subscription, pauses, cancels) go out from here.
  const billingWorker = startBillingWorker(store, config);
  const app = createApp({ store, config });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `[server] Magnolia ${config.productName} listening on http://${config.host}:${port} (data in ${config.dataDir})`,
  );

  let closing = false;
  const close = () =>
    new Promise<void>((resolve) => {
      if (closing) return resolve();
      closing = true;
      topUp.stop();
      pruning.stop();
      photoRetention.stop();
      const senderStopped = Promise.all([sender.stop().then(closeMailTransports), billingWorker.stop()]);
      server.close(() => {
        // The worker's connection goes first, so the server's is the last one and its close
        // checkpoints the whole WAL and removes it.
        void Promise.all([senderStopped, checkpointer.stop()]).then(() => {
          store.close();
          resolve();
        });
      });
      // SSE streams keep sockets open; do not wait on them forever.
      setTimeout(() => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }, 1000).unref();
    });
  return { app, store, server, port, close, checkpointer };
}
