import { type MessagePreferences, messagePreferencesSchema } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import {
  customerMessages,
  preferencesOf,
  retryMessage,
  setPreferences,
  undeliveredCounts,
  undeliveredMessages,
} from '../../messages/queries';
import { findCustomer } from '../customers/customers.routes';
import { byToken } from '../tracking/public-tracking.routes';
import { tokenWriteLimit } from '../tracking/token-write-limit';

/**
 * Customer messages, mounted at /api: each customer's texts and e-mails, the office's list of the
 * undelivered ones with retry, and the customer's bins-moved opt-out (office and tracking link).
 */
export function messagesRoutes() {
  const app = new Hono<AppEnv>();

  // The office's: a message's text carries the customer's tracking link, which crew never get.
  app.get('/customers/:id/messages', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    return c.json(customerMessages(orm, id));
  });

  app.get('/messages/undelivered', requireRole(...OFFICE), (c) => c.json(undeliveredMessages(c.get('store').orm)));
  // The navigation's badge: counts only, read on every page change.
  app.get('/messages/undelivered/count', requireRole(...OFFICE), (c) => c.json(undeliveredCounts(c.get('store').orm)));

  app.post('/messages/:id/retry', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const config = c.get('config');
    return c.json(c.get('store').write((db) => retryMessage(db, config, id)));
  });

  app.get('/customers/:id/message-preferences', requireRole(...STAFF), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    const answer: MessagePreferences = preferencesOf(orm, id);
    return c.json(answer);
  });

  app.patch('/customers/:id/message-preferences', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const { binMoves } = await readJson(c, messagePreferencesSchema);
    const answer: MessagePreferences = c.get('store').write((db) => {
      if (!findCustomer(db, id)) throw notFound();
      return setPreferences(db, id, binMoves);
    });
    return c.json(answer);
  });

  // The customer's own switch on the tracking page; the token is the only key.
  app.get('/track/:token/message-preferences', (c) => {
    const customer = byToken(c);
    const answer: MessagePreferences = preferencesOf(c.get('store').orm, customer.id);
    return c.json(answer);
  });

  app.patch('/track/:token/message-preferences', tokenWriteLimit, async (c) => {
    byToken(c);
    const { binMoves } = await readJson(c, messagePreferencesSchema);
    const answer: MessagePreferences = c.get('store').write((db) => setPreferences(db, byToken(c, db).id, binMoves));
    return c.json(answer);
  });

  return app;
}
