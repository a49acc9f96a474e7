import { type MessagePreferences, messagePreferencesSchema } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../http/validate';
import { preferencesOf, setPreferences } from '../../messages/queries';
import { tokenWriteLimit } from './token-write-limit';
import { byToken } from './track.routes';

/** The customer's bins-moved opt-out on their tracking page, mounted at /api/track. */
export function trackMessagePreferencesRoutes() {
  const app = new Hono<AppEnv>();

  // The customer's own switch on the tracking page; the token is the only key.
  app.get('/:token/message-preferences', (c) => {
    const customer = byToken(c);
    const answer: MessagePreferences = preferencesOf(c.get('store').orm, customer.id);
    return c.json(answer);
  });

  app.patch('/:token/message-preferences', tokenWriteLimit, async (c) => {
    byToken(c);
    const { binMoves } = await readJson(c, messagePreferencesSchema);
    const answer: MessagePreferences = c.get('store').write((db) => setPreferences(db, byToken(c, db).id, binMoves));
    return c.json(answer);
  });

  return app;
}
