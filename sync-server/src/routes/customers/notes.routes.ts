import { customerNoteCreateSchema, customerNotes, notePinSchema } from '@bin-valet/schema';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole, STAFF } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { findCustomer } from '../customers/customers.routes';

/** Customer notes, mounted at /api. Guards sit on each route (a wildcard would guard other routers). */
export function notesRoutes() {
  const app = new Hono<AppEnv>();

  // Pinned notes first, then newest first.
  app.get('/customers/:id/notes', requireRole(...STAFF), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    const rows = orm
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.customerId, id))
      .orderBy(desc(customerNotes.isPinned), desc(customerNotes.createdAt), desc(customerNotes.id))
      .all();
    return c.json(rows);
  });

  // The author is always the signed-in user, whatever the body says (docs/architecture.md §6).
  app.post('/customers/:id/notes', requireRole(...STAFF), async (c) => {
    const id = idParam(c);
    const { noteText } = await readJson(c, customerNoteCreateSchema);
    const adminUsername = c.get('user').username;
    const note = c.get('store').write((db) => {
      if (!findCustomer(db, id)) return undefined;
      return db.insert(customerNotes).values({ customerId: id, adminUsername, noteText }).returning().get();
    });
    if (!note) throw notFound();
    return c.json(note, 201);
  });

  app.patch('/customer-notes/:id/pin', requireRole(...OFFICE), async (c) => {
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
