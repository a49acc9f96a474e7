import { customers, jobs, tasks } from '@bin-valet/schema';
import { type Column, getTableName, type Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';

/** SQLite names taken from the drizzle tables, so the statements beside this file never spell one by hand. */

const casing = new CasingCache('snake_case');
/** A column's name in SQLite, as drizzle writes it (`casing: 'snake_case'`). */
export const c = (column: Column) => casing.getColumnCasing(column);
/** A table's name in SQLite. */
export const t = (table: Table) => getTableName(table);
/** `alias.column AS name`: a column read under the property name the code uses. */
export const as = (alias: string, column: Column, name: string) => `${alias}.${c(column)} AS ${name}`;

export const T = t(tasks);
export const J = t(jobs);
export const S = t(customers);
