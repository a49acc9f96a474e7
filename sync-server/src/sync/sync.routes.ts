import { isDateOnly, PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX, todayIn } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole, STAFF } from '../auth/guard';
import { compressedJson } from '../http/compression';
import { badRequest } from '../http/errors';
import { handleEvents } from './events';
import { pullPage } from './pull';
import { parseCursor, replicaOf, windowFor } from './pull-cursor';
import { handlePush } from './push';
import { todaySlice } from './today';

/** Mounted at /api/sync: the replication protocol (docs/architecture.md §4), for every staff role. */
export function syncRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireRole(...STAFF));

  app.get('/pull', (c) => {
    // "0" is what a client that never pulled naturally sends: the same as no cursor, from the start.
    const raw = c.req.query('cursor') ?? '';
    const cursor = raw === '0' ? '' : raw;
    if (cursor && !parseCursor(cursor)) throw badRequest('Invalid cursor');
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined || rawLimit === '' ? PULL_LIMIT_DEFAULT : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > PULL_LIMIT_MAX)
      throw badRequest(`limit must be a whole number from 1 to ${PULL_LIMIT_MAX}`);
    const today = todayIn(c.get('config').businessTz);
    const user = c.get('user');
    // Office roles plan every crew's day over a short window; a crew phone holds its own working set.
    return compressedJson(c, pullPage(c.get('store'), cursor, limit, today, user.id, replicaOf(user)));
  });

  // One day's crew screen for an empty phone, ahead of the first pull (docs/decisions/0026-todays-route-first.md).
  app.get('/today', (c) => {
    const today = todayIn(c.get('config').businessTz);
    const date = c.req.query('date') ?? today;
    if (!isDateOnly(date)) throw badRequest('date must be a date (YYYY-MM-DD)');
    const w = windowFor(today, replicaOf(c.get('user')));
    if (date < w.start || date > w.end)
      throw badRequest(`date must be inside the working set, from ${w.start} to ${w.end}`);
    return compressedJson(c, todaySlice(c.get('store'), date, c.get('user'), today));
  });

  app.post('/push', handlePush);
  app.get('/events', (c) => handleEvents(c));
  return app;
}
