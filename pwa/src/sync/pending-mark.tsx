import { Badge } from '@chakra-ui/react';

/** Shown on a task whose change has not reached the server yet. */
export function PendingMark() {
  return (
    <Badge colorPalette="yellow" variant="outline" size="sm" data-testid="waiting-to-sync">
      waiting to sync
    </Badge>
  );
}
