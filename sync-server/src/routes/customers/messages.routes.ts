import { type MessagePreferences, messagePreferencesSchema } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { customerMessages, preferencesOf, setPreferences } from '../../messages/queries';

/**
 * A customer's texts and e-mails and their bins-moved opt-out as the office sees them, mounted at
 * /api/customers (the customer's own switch is under /api/track).
 */
export function customerMessagesRoutes() {
  const app = new Hono<AppEnv>();

  // The office's: a message's text carries the customer's tracking link, which crew never get.
  app.get('/:id/messages', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    return c.json(customerMessages(orm, id));
  });

  app.get('/:id/message-preferences', requireRole(...STAFF), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    const answer: MessagePreferences = preferencesOf(orm, id);
    return c.json(answer);
  });

  app.patch('/:id/message-preferences', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const { binMoves } = await readJson(c, messagePreferencesSchema);
    const answer: MessagePreferences = c.get('store').write((db) => {
      if (!findCustomer(db, id)) throw notFound();
      return setPreferences(db, id, binMoves);
    });
    return c.json(answer);
  });

  return app;
}
