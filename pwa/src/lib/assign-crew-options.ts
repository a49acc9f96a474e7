import type { EmployeeConflict, EmployeeDto } from '@bin-valet/schema';
import { roleLabel } from './labels';

export interface CrewOption {
  id: number;
  label: string;
  /** Approved time off on the date: shown but not selectable (docs/architecture.md §6). */
  disabled: boolean;
  /** Pending time off on the date: selectable with a warning badge. */
  pendingTimeOff: boolean;
}

/** Only active employees with no status, available or on_job can be assigned (docs/architecture.md §6). */
const ASSIGNABLE = new Set(['available', 'on_job', '']);

/** An employee's time off on the conflicts' date: approved (not assignable), pending (a warning), or none. */
export const timeOffOf = (
  conflict: Pick<EmployeeConflict, 'hasConflict' | 'conflictType'> | undefined,
): 'approved' | 'pending' | undefined =>
  conflict?.hasConflict && conflict.conflictType ? conflict.conflictType : undefined;

/** Office staff are employees too, but only crew go out on routes (roles compare case-insensitively). */
export const isCrewRole = (role: string | null | undefined) => (role ?? '').toLowerCase() === 'crew';

/**
 * The employee choices of the Assign Crew dialog for one task date: assignable crew by name, each
 * marked with its time-off conflict of that date; employees already on the task are left out.
 */
export function crewOptions(
  employees: readonly EmployeeDto[],
  conflicts: readonly EmployeeConflict[],
  excludeIds: readonly number[] = [],
): CrewOption[] {
  const byId = new Map(conflicts.map((c) => [c.id, c]));
  return employees
    .filter(
      (e) =>
        e.isActive && isCrewRole(e.role) && ASSIGNABLE.has(e.availabilityStatus ?? '') && !excludeIds.includes(e.id),
    )
    .map((e) => {
      const conflict = byId.get(e.id);
      const approved = timeOffOf(conflict) === 'approved';
      const pending = timeOffOf(conflict) === 'pending';
      const name = e.name?.trim() || e.username;
      const parts = [name, `(${roleLabel(e.role)})`];
      if (e.availabilityStatus === 'on_job') parts.push('· On Job');
      if (approved) parts.push('· Time off (approved)');
      else if (pending) parts.push('· Pending time off');
      return { id: e.id, label: parts.join(' '), disabled: approved, pendingTimeOff: pending };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
