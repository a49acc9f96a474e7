import { customerNotes, notePinSchema } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

/** A note pinned to the top of its customer's list, mounted at /api/customer-notes. */
export function customerNotesRoutes() {
  const app = new Hono<AppEnv>();

  app.patch('/:id/pin', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const { isPinned } = await readJson(c, notePinSchema);
    const note = c
      .get('store')
      .write((db) => db.update(customerNotes).set({ isPinned }).where(eq(customerNotes.id, id)).returning().get());
    if (!note) throw notFound();
    return c.json(note);
  });

  return app;
}
