import { employees, sessions } from '@bin-valet/schema';
import type Database from 'better-sqlite3';
import type { Orm } from '../connection';
import { oncePer } from '../once-per';
import { as, c, t } from './sql-names';

/** The route guard's lookup: read on every authenticated request. */

export interface EmployeeAuthRow {
  id: number;
  username: string;
  role: string;
  isActive: number;
  sessionEpoch: number;
  expiresAt: number;
  revokedAt: number | null;
}

export const guardStatements: (orm: Orm) => {
  employeeBySession: Database.Statement<[string, number], EmployeeAuthRow>;
} = oncePer((orm: Orm) => ({
  employeeBySession: orm.$client.prepare<[string, number], EmployeeAuthRow>(
    `SELECT e.${c(employees.id)}, e.${c(employees.username)}, e.${c(employees.role)},
            ${as('e', employees.isActive, 'isActive')}, ${as('e', employees.sessionEpoch, 'sessionEpoch')},
            ${as('s', sessions.expiresAt, 'expiresAt')}, ${as('s', sessions.revokedAt, 'revokedAt')}
       FROM ${t(sessions)} s JOIN ${t(employees)} e ON e.${c(employees.id)} = s.${c(sessions.employeeId)}
      WHERE s.${c(sessions.id)} = ? AND e.${c(employees.id)} = ?`,
  ),
}));
