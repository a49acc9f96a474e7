import { paymentCreateSchema, paymentHistory } from '@bin-valet/schema';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { OFFICE, requireRole } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';

/** Payment history, office only (docs/architecture.md §7.4), mounted at /api/signups. */
export function paymentsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:id/payments', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    const { orm } = c.get('store');
    if (!findCustomer(orm, id)) throw notFound();
    const rows = orm
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.customerId, id))
      .orderBy(desc(paymentHistory.paymentDate), desc(paymentHistory.id))
      .all();
    return c.json(rows);
  });

  app.post('/:id/payments', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const input = await readJson(c, paymentCreateSchema);
    const payment = c.get('store').write((db) => {
      if (!findCustomer(db, id)) return undefined;
      return db
        .insert(paymentHistory)
        .values({ ...input, customerId: id })
        .returning()
        .get();
    });
    if (!payment) throw notFound();
    return c.json(payment, 201);
  });

  return app;
}
