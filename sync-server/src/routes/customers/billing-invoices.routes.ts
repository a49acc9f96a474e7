import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { MANAGER, requireRole } from '../../auth/guard';
import { requireBilling } from '../../billing/billing-off';
import { INVOICE_NOT_FOUND, REFUND_QUEUED, refundInvoice, waiveInvoice } from '../../billing/invoice-actions';
import { findCustomer } from '../../domain/customer-lookup';
import { notFound } from '../../http/errors';
import { idParam } from '../../http/validate';

/** Stripe invoice ids: anything else cannot be one of ours, so it is a 404 before Stripe is asked. */
const INVOICE_ID = /^in_[A-Za-z0-9]{1,64}$/;

/** A manager refunds a paid month or waives an unpaid one, mounted at /api/customers. */
export function customerBillingInvoiceRoutes() {
  const app = new Hono<AppEnv>();
  const target = (c: Context<AppEnv>) => {
    const id = idParam(c);
    if (!findCustomer(c.get('store').orm, id)) throw notFound();
    const billing = requireBilling(c);
    const invoiceId = c.req.param('invoiceId') ?? '';
    if (!INVOICE_ID.test(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
    return { id, billing, invoiceId };
  };
  app.post('/:id/billing/invoices/:invoiceId/refund', requireRole(...MANAGER), async (c) => {
    const { id, billing, invoiceId } = target(c);
    const { invoice, queued } = await refundInvoice(c.get('store'), billing, id, invoiceId);
    if (queued) return c.json({ id: invoice.id, status: invoice.status, queued, message: REFUND_QUEUED }, 202);
    return c.json({ id: invoice.id, status: invoice.status });
  });
  app.post('/:id/billing/invoices/:invoiceId/waive', requireRole(...MANAGER), async (c) => {
    const { id, billing, invoiceId } = target(c);
    const inv = await waiveInvoice(c.get('store'), billing, id, invoiceId);
    return c.json({ id: inv.id, status: inv.status });
  });
  return app;
}
