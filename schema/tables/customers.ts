import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, now, updatedAt, version } from './columns';

/** Customers (the table keeps its first name, `signups`), their notes, payments, tracking records and the geocoder's answers. */

export const customers = sqliteTable(
  'signups',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull().default('Seattle'),
    state: text().notNull().default('WA'),
    zipCode: text().notNull(),
    latitude: text(),
    longitude: text(),
    geocodedAt: text(),
    /** Who placed the pin: 'office', 'geocoder' or 'crew' (learned from a completion); null when unknown. */
    coordinatesSource: text({ length: 10 }),
    addressPhotoUrl: text(),
    addressPhotoUpdatedAt: text(),
    phone: text().notNull(),
    email: text().notNull(),
    needsGarbage: integer({ mode: 'boolean' }).notNull().default(false),
    garbageQty: integer().notNull().default(1),
    needsCompost: integer({ mode: 'boolean' }).notNull().default(false),
    compostQty: integer().notNull().default(1),
    needsRecycling: integer({ mode: 'boolean' }).notNull().default(false),
    recyclingQty: integer().notNull().default(1),
    contactMethod: text().notNull().default('text'),
    binsToCurbDay: text().notNull().default('friday'),
    collectionDay: text().notNull().default('saturday'),
    binsToResidenceDay: text().notNull().default('saturday'),
    serviceRate: integer().notNull().default(5),
    customerStatus: text().notNull().default('active'),
    serviceStartDate: text(),
    serviceEndDate: text(),
    notes: text(),
    /** How the crew gets to the bins (gate code, dogs, where they are): shown on the crew card, unlike `notes`. */
    accessNotes: text(),
    /** A regular collection date on which the city takes recycling (every 14 days from it); null: every week. */
    recyclingAnchorDate: text(),
    trackingToken: text().notNull(),
    /** When office staff first saved the customer (created or edited); null for an online signup not yet looked at. */
    officeSavedAt: text(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('signups_tracking_token_idx').on(t.trackingToken), index('signups_version_idx').on(t.version)],
);

export const customerNotes = sqliteTable(
  'customer_notes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    adminUsername: text().notNull(),
    noteText: text().notNull(),
    isPinned: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId), index('customer_notes_version_idx').on(t.version)],
);

export const paymentHistory = sqliteTable(
  'payment_history',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    paymentDate: text().notNull().$defaultFn(now),
    paymentMethod: text().notNull().default('cash'),
    status: text().notNull().default('completed'),
    billingPeriod: text().notNull(),
    servicesCount: integer().notNull().default(0),
    notes: text(),
    /** A card payment's Stripe invoice number; unique, so a replayed invoice adds no second row. */
    invoiceNumber: text().unique(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [index('payment_history_customer_idx').on(t.customerId), index('payment_history_version_idx').on(t.version)],
);

export const serviceTracking = sqliteTable(
  'service_tracking',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    collectionDate: text().notNull(),
    taskType: text({ length: 20 }).notNull().default('take_to_curb'),
    status: text({ length: 20 }).notNull().default('pending'),
    notes: text(),
    completedAt: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('service_tracking_customer_idx').on(t.customerId), index('service_tracking_version_idx').on(t.version)],
);

/** Geocoder answers by normalised address; a null position remembers "not found" too. */
export const geocodeCache = sqliteTable('geocode_cache', {
  query: text().primaryKey(),
  latitude: real(),
  longitude: real(),
  createdAt: createdAt(),
});

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerNote = typeof customerNotes.$inferSelect;
export type Payment = typeof paymentHistory.$inferSelect;
export type ServiceTracking = typeof serviceTracking.$inferSelect;
