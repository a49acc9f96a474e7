import { COMPLETION_DISTANCE_WARNING_M, isFarCompletion } from '@bin-valet/schema';
import { Badge } from '@chakra-ui/react';

/**
 * Warns the office that a task was marked completed far from the customer's address (docs/architecture.md §6): the
 * phone's position at the tap was more than 150 m from the customer's coordinates.
 */
export function FarCompletionBadge({ distanceM }: { distanceM: number | null }) {
  if (!isFarCompletion(distanceM)) return null;
  const title = `Marked completed ${distanceM} m from the customer's address (more than ${COMPLETION_DISTANCE_WARNING_M} m)`;
  return (
    <Badge colorPalette="orange" variant="subtle" title={title} aria-label={title} data-testid="far-completion">
      ⚠ {distanceM} m away
    </Badge>
  );
}
