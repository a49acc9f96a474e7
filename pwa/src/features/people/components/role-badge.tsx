import { ROLE_BADGE_COLORS } from '@bin-valet/schema';
import { Badge } from '@chakra-ui/react';
import { roleLabel } from '../../../lib/labels';

/** Manager purple, Customer Service orange, Crew green. */
export function RoleBadge({ role }: { role: string }) {
  const palette = ROLE_BADGE_COLORS[role as keyof typeof ROLE_BADGE_COLORS] ?? 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {roleLabel(role)}
    </Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge colorPalette={active ? 'green' : 'red'} variant="subtle">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
