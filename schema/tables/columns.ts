import { integer, text } from 'drizzle-orm/sqlite-core';

/** Columns every table writes the same way: ISO timestamps and the sync version. */
export const now = () => new Date().toISOString();
export const createdAt = () => text().notNull().$defaultFn(now);
export const updatedAt = () => text().notNull().$defaultFn(now).$onUpdateFn(now);
/** Stamped by triggers (see the custom migration) from one server-wide counter; 0 until then. */
export const version = () => integer().notNull().default(0);
