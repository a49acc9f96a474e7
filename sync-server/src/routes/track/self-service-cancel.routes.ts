import { addDays, cancelSchema, OPEN_PERIOD_WEEKS_AHEAD, shortDayName } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { billingCancelChanged } from '../../billing/lifecycle';
import { closedMessage, isClosed } from '../../domain/cut-off';
import { activeCancellation, cancelService, firstJobAfter, undoCancellation } from '../../domain/service-cancel';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { queueCancellation } from '../../messages/causes';
import { context, logChange, stateOf } from './self-service.routes';
import { tokenWriteLimit } from './token-write-limit';
import { byToken } from './track.routes';

const MSG = {
  past: 'That date has passed.',
  already: (d: string) => `Your service already ends after ${shortDayName(d)}.`,
  nothing: 'Your service is not cancelled.',
} as const;

/** Cancel service on the tracking link, and its undo until the last collection (mounted at /api). */
export function selfServiceCancelRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/:token/cancel', tokenWriteLimit, async (c) => {
    byToken(c);
    const { lastCollectionDate: last, reason } = await readJson(c, cancelSchema);
    const { config, today, tz, now } = context(c);
    if (last < today) throw badRequest(MSG.past);
    const state = c.get('store').write((db) => {
      const customer = byToken(c, db);
      const open = activeCancellation(db, customer.id, today);
      if (open) throw conflict(MSG.already(open.lastCollectionDate));
      // Tomorrow's stops are already on the crews' routes: a job past its cut-off cannot be taken away.
      const next = firstJobAfter(db, customer.id, last);
      if (next && isClosed(next.binsOut, tz, now)) throw conflict(closedMessage(next.job.collectionDate, next.binsOut));
      const done = cancelService(db, customer.id, last, reason ?? null);
      queueCancellation(db, config, customer, done.id, last, now);
      billingCancelChanged(db, config, customer.id, done.id, last);
      const why = reason ? ` (${reason})` : '';
      logChange(db, customer.id, 'cancel', `Customer cancelled service after ${shortDayName(last)}${why}`, today);
      return stateOf(db, customer, today, tz, now);
    });
    return c.json(state, 201);
  });

  app.delete('/:token/cancel', tokenWriteLimit, (c) => {
    byToken(c);
    const { config, today, tz, now } = context(c);
    const state = c.get('store').write((db) => {
      const customer = byToken(c, db);
      const open = activeCancellation(db, customer.id, today);
      if (!open) throw notFound(MSG.nothing);
      billingCancelChanged(db, config, customer.id, open.id, null);
      undoCancellation(db, customer, open, today, addDays(today, OPEN_PERIOD_WEEKS_AHEAD * 7));
      const summary = `Customer undid the cancellation after ${shortDayName(open.lastCollectionDate)}`;
      logChange(db, customer.id, 'uncancel', summary, today);
      return stateOf(db, customer, today, tz, now);
    });
    return c.json(state);
  });

  return app;
}
