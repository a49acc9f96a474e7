import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt, version } from './columns';

/** Employees, their time off, and their sign-in sessions. */

export const employees = sqliteTable(
  'employees',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    username: text({ length: 50 }).notNull(),
    passwordHash: text({ length: 255 }).notNull(),
    role: text({ length: 20 }).notNull().default('crew'),
    name: text(),
    email: text(),
    phone: text(),
    hireDate: text(),
    isActive: integer({ mode: 'boolean' }).notNull().default(true),
    availabilityStatus: text({ length: 20 }).notNull().default('available'),
    /** Bumped by a password change or deactivation: session tokens carry it and die when it moves. */
    sessionEpoch: integer().notNull().default(0),
    /** Set when someone else chose the password (created or reset by the office), cleared when its owner changes it. */
    mustChangePassword: integer({ mode: 'boolean' }).notNull().default(false),
    /** The first sign-in's time (ISO); null until then, so the first sign-in can be greeted as one. */
    firstSignInAt: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('employees_username_idx').on(t.username), index('employees_version_idx').on(t.version)],
);

export const employeeTimeOff = sqliteTable(
  'employee_time_off',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: text().notNull(),
    endDate: text().notNull(),
    type: text({ length: 20 }).notNull(),
    status: text({ length: 20 }).notNull().default('approved'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('employee_time_off_employee_idx').on(t.employeeId),
    index('employee_time_off_version_idx').on(t.version),
  ],
);

/**
 * A signed-in session, so logout can end it on the server and every session has an absolute end
 * (the cookie's token names it and is refreshed while used, but never past `expiresAt`).
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Epoch milliseconds: sign-in time plus the absolute session lifetime. */
    expiresAt: integer().notNull(),
    /** Epoch milliseconds of logout; a revoked session's cookie answers 401. */
    revokedAt: integer(),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type Employee = typeof employees.$inferSelect;
export type TimeOff = typeof employeeTimeOff.$inferSelect;
