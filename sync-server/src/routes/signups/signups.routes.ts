import {
  type Customer,
  type CustomerCreateInput,
  customerCreateSchema,
  customerPatchSchema,
  customers,
  hasAnyService,
  MSG,
  type SignupCreated,
  todayIn,
} from '@bin-valet/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser, hasRole, OFFICE, requireRole, STAFF } from '../../auth/guard';
import { findCustomer } from '../../domain/customer-lookup';
import { clientAddress } from '../../http/client-address';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { idParam, readJson } from '../../http/validate';
import { cachedJson } from '../../http/version-cache';
import { queueSignupConfirmation } from '../../messages/causes';
import { removePhoto } from '../../photos/photo-files';
import { insertCustomer, patchValues, signupPeriod, updateCustomer } from './customer-writes';
import { SignupLimiter } from './signup-limit';

export const SIGNUP_LIMIT_MSG =
  'Too many signups from this network in the last hour. Please try again later or call us.';

/** What an anonymous signup stores for the fields only staff may choose. */
/**
 * Crew reach customers to work their stops: never the tracking token (the key to the customer's own
 * page, where service can be paused or cancelled) nor the price they pay.
 */
export function crewView(customer: Customer): Omit<Customer, 'trackingToken' | 'serviceRate'> {
  const { trackingToken: _token, serviceRate: _rate, ...rest } = customer;
  return rest;
}

const PUBLIC_DEFAULTS = { serviceRate: 5, customerStatus: 'active', latitude: null, longitude: null } as const;

/**
 * Customers (the `signups` table), mounted at /api/signups. Guards sit on each route, never `use('*')`:
 * the folder's routers share that prefix, so a wildcard middleware here would guard the others too.
 */
export function signupsRoutes() {
  const app = new Hono<AppEnv>();
  const signupLimiter = new SignupLimiter();

  // Public signup: anyone may create; only office staff see the row (numeric ids stay private).
  app.post('/', async (c) => {
    const user = await currentUser(c);
    const office = user !== undefined && hasRole(user, OFFICE);
    // Malformed values are refused for everyone; well-formed staff-only ones are dropped for the public.
    const body = await readJson(c, customerCreateSchema);
    const input: CustomerCreateInput = office ? body : { ...body, ...PUBLIC_DEFAULTS };
    if (!office && !hasAnyService(input)) throw badRequest(MSG.serviceSelection);
    const config = c.get('config');
    const { businessTz, publicUrl, signupRateLimit } = config;
    const today = todayIn(businessTz);
    const range = signupPeriod(input, businessTz);
    const address = clientAddress(c);
    if (!office && !signupLimiter.take(address, signupRateLimit)) throw new HttpError(429, SIGNUP_LIMIT_MSG);
    let customer: Customer;
    try {
      customer = c.get('store').write((db) => {
        const created = insertCustomer(db, input, range, today, office ? 'office' : 'public');
        // Every public signup is confirmed; an office-created customer only once there is a schedule.
        if (!office || range) queueSignupConfirmation(db, config, created);
        return created;
      });
    } catch (err) {
      if (!office) signupLimiter.giveBack(address);
      throw err;
    }
    // Placed on the map in the background; the signup's answer never waits for a geocoder.
    if (customer.latitude === null || customer.longitude === null) c.get('geocoder').enqueue(customer.id);
    const answer: SignupCreated = {
      trackingToken: customer.trackingToken,
      trackingUrl: `${publicUrl}/track/${customer.trackingToken}`,
    };
    if (office) answer.customer = customer;
    return c.json(answer, 201);
  });

  // One big list per view (office, crew): cached per database version with its compressed forms
  // (docs/decisions/0009-version-keyed-answer-cache.md).
  app.get('/', requireRole(...STAFF), (c) => {
    const office = hasRole(c.get('user'), OFFICE);
    return cachedJson(c, office ? 'signups' : 'signups:crew', () => {
      const all = c
        .get('store')
        .orm.select()
        .from(customers)
        .orderBy(sql`${customers.name} collate nocase`, asc(customers.id))
        .all();
      return office ? all : all.map(crewView);
    });
  });

  app.get('/:id', requireRole(...STAFF), (c) => {
    const customer = findCustomer(c.get('store').orm, idParam(c));
    if (!customer) throw notFound();
    return c.json(hasRole(c.get('user'), OFFICE) ? customer : crewView(customer));
  });

  app.patch('/:id', requireRole(...OFFICE), async (c) => {
    const id = idParam(c);
    const input = await readJson(c, customerPatchSchema);
    if (Object.keys(patchValues(input)).length === 0) throw badRequest('No changes given');
    const config = c.get('config');
    const today = todayIn(config.businessTz);
    const updated = c.get('store').write((db) => {
      const before = findCustomer(db, id);
      return before ? updateCustomer(db, before, input, today, config) : undefined;
    });
    if (!updated) throw notFound();
    if (updated.latitude === null || updated.longitude === null) c.get('geocoder').enqueue(updated.id);
    return c.json(updated);
  });

  app.delete('/:id', requireRole(...OFFICE), (c) => {
    const id = idParam(c);
    // Foreign keys cascade to periods, jobs, tasks, notes, payments, tracking rows and assignments.
    const removed = c.get('store').write((db) => db.delete(customers).where(eq(customers.id, id)).returning().get());
    if (!removed) throw notFound();
    removePhoto(c.get('config').dataDir, removed.addressPhotoUrl);
    return c.json({ message: 'Customer deleted' });
  });

  return app;
}
