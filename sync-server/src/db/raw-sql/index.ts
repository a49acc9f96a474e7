/**
 * Every statement the server runs as plain SQLite instead of through the ORM, in one place: the ones
 * run per request or per pushed intent, where building the query costs more than running it
 * (docs/decisions/0007-raw-sql-on-hot-paths.md). Table and column names come from the drizzle tables,
 * so a renamed column breaks the typecheck here rather than a query at run time. One file per purpose
 * (guard, push, messages, crew views, housekeeping); each group is prepared once per database (keyed
 * by `store.orm`, on its connection `orm.$client`).
 */

export { CREW_SQL, crewStatements } from './crew-views';
export { type EmployeeAuthRow, guardStatements } from './guard';
export { housekeepingStatements } from './housekeeping';
export { type MessageRow, messageStatements, type TaskCause } from './messages';
export {
  type PushStatements,
  pushStatements,
  SQL_CURRENT_VERSION,
  SQL_DATABASE_EPOCH,
  SQL_SET_DATABASE_EPOCH,
} from './push';
