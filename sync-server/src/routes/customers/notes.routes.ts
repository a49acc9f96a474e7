import { customerNoteCreateSchema, customerNotes } from '@bin-valet/schema';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

/** A customer's notes, mounted at /api/customers. Guards sit on each route (a wildcard would guard other routers). */
export function notesRoutes() {
  const app = new Hono<AppEnv>();

  // Pinned notes first, then newest first.
  app.get('/:id/notes', requireRole(...STAFF), (c) => {
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
  app.post('/:id/notes', requireRole(...STAFF), async (c) => {
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

  return app;
}
