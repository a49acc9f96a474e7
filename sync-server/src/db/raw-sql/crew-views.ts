import { customers, jobs, tasks } from '@bin-valet/schema';
import type Database from 'better-sqlite3';
import type { Orm } from '../connection';
import { oncePer } from '../once-per';
import { as, c, J, S, T } from './sql-names';

/** The crew views: single joins over the tasks.scheduled_date index. */

const crewBins = [
  customers.needsGarbage,
  customers.garbageQty,
  customers.needsCompost,
  customers.compostQty,
  customers.needsRecycling,
  customers.recyclingQty,
  customers.recyclingAnchorDate,
]
  .map((col) => `s.${c(col)}`)
  .join(', ');
const regularDate = `COALESCE(j.${c(jobs.regularDate)}, j.${c(jobs.collectionDate)}) AS regular_date`;
const crewFrom = `FROM ${T} t
    JOIN ${J} j ON j.${c(jobs.id)} = t.${c(tasks.jobId)}
    JOIN ${S} s ON s.${c(customers.id)} = j.${c(jobs.customerId)}
    WHERE t.${c(tasks.scheduledDate)} BETWEEN ? AND ?
    ORDER BY t.${c(tasks.scheduledDate)}, s.${c(customers.address)}, t.${c(tasks.id)}`;

/** The crew views' SQL (exported for the test that checks their query plans use the index). */
export const CREW_SQL = {
  route: `
    SELECT t.${c(tasks.id)}, t.${c(tasks.jobId)}, j.${c(jobs.customerId)}, ${as('s', customers.name, 'customer_name')},
           s.${c(customers.address)}, s.${c(customers.phone)}, s.${c(customers.latitude)}, s.${c(customers.longitude)},
           t.${c(tasks.taskType)}, t.${c(tasks.status)}, t.${c(tasks.scheduledDate)}, t.${c(tasks.completedLat)},
           t.${c(tasks.completedLng)}, t.${c(tasks.notes)}, ${crewBins}, ${regularDate}
    ${crewFrom}`,
  /** Read as arrays: the column order is `CrewRow` in routes/crew/crew-queries.ts. */
  crew: `
    SELECT t.${c(tasks.id)}, t.${c(tasks.jobId)}, t.${c(tasks.taskType)}, t.${c(tasks.status)}, t.${c(tasks.scheduledDate)},
           t.${c(tasks.notes)}, t.${c(tasks.completedAt)}, ${as('j', jobs.notes, 'job_notes')},
           ${as('s', customers.id, 'customer_id')}, s.${c(customers.name)}, s.${c(customers.address)}, ${crewBins},
           ${regularDate}
    ${crewFrom}`,
  calendar: `
    SELECT ${c(tasks.scheduledDate)} AS date, COUNT(*) AS n
    FROM ${T}
    WHERE ${c(tasks.scheduledDate)} BETWEEN ? AND ?
    GROUP BY ${c(tasks.scheduledDate)}`,
} as const;

type CrewStatements = { [K in keyof typeof CREW_SQL]: Database.Statement };

export const crewStatements: (orm: Orm) => CrewStatements = oncePer(
  (orm: Orm): CrewStatements => ({
    route: orm.$client.prepare(CREW_SQL.route),
    crew: orm.$client.prepare(CREW_SQL.crew).raw(true),
    calendar: orm.$client.prepare(CREW_SQL.calendar),
  }),
);
