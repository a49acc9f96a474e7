import { messageHandledSchema } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { idParam, readJson } from '../../http/validate';
import { handleMessage, retryMessage, undeliveredCounts, undeliveredMessages } from '../../messages/queries';

/** Customer messages, mounted at /api/messages: the office's list of the undelivered ones with retry. */
export function messagesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/undelivered', requireRole(...OFFICE), (c) =>
    c.json(undeliveredMessages(c.get('store').orm, c.get('config'))),
  );
  // The navigation's badge: counts only, read on every page change.
  app.get('/undelivered/count', requireRole(...OFFICE), (c) => c.json(undeliveredCounts(c.get('store').orm)));

  app.post('/:id/retry', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const config = c.get('config');
    return c.json(c.get('store').write((db) => retryMessage(db, config, id)));
  });

  app.post('/:id/handled', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const { outcome } = await readJson(c, messageHandledSchema);
    const username = c.get('user').username;
    return c.json(c.get('store').write((db) => handleMessage(db, id, outcome, username)));
  });

  return app;
}
