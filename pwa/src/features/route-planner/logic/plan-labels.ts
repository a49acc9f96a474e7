import type { RouteOrderDto } from '@bin-valet/schema';
import { formatPattern } from '../../../lib/date-pattern';

const firstWord = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * Who set the order the crew member's phone holds: 'Planned by Maria, 7:02', or 'Reordered by Casey,
 * 7:15' once the crew member changed it themself after the plan (the later change wins); null: none yet.
 */
export function savedLine(order: RouteOrderDto | null): string | null {
  if (!order?.updatedBy || !order.updatedAt) return null;
  const at = new Date(order.updatedAt);
  const when = Number.isNaN(at.getTime()) ? '' : `, ${formatPattern(at, 'h:mm')}`;
  const verb = order.updatedBy.id === order.employeeId ? 'Reordered' : 'Planned';
  return `${verb} by ${firstWord(order.updatedBy.name)}${when}`;
}
