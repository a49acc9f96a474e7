import type { ServicePeriod } from '@bin-valet/schema';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { PERIOD_STATUS_COLORS, statusLabel } from '../../../lib/labels';

interface Props {
  periods: readonly ServicePeriod[];
  loading: boolean;
  busyId: number | null;
  onEdit: (p: ServicePeriod) => void;
  onDelete: (p: ServicePeriod) => void;
  onGenerate: (p: ServicePeriod) => void;
}

/** Right side of the Service Schedule dialog: existing schedules with edit, delete and generate jobs. */
export function PeriodList({ periods, loading, busyId, onEdit, onDelete, onGenerate }: Props) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Existing Schedules
      </Heading>
      {loading && periods.length === 0 && <Text color="fg.muted">Loading schedules...</Text>}
      {!loading && periods.length === 0 && <Text color="fg.muted">No service schedules yet.</Text>}
      {periods.map((p) => (
        <Box key={p.id} borderWidth="1px" borderRadius="md" p="3" data-testid="period-card">
          <HStack justify="space-between" align="start">
            <Stack gap="0">
              <Text fontWeight="semibold">
                {formatDate(p.startDate)} – {p.endDate ? formatDate(p.endDate) : 'Open-ended'}
              </Text>
              {p.notes && (
                <Text fontSize="sm" color="fg.muted">
                  {p.notes}
                </Text>
              )}
            </Stack>
            <Badge colorPalette={PERIOD_STATUS_COLORS[p.status] ?? 'gray'}>{statusLabel(p.status)}</Badge>
          </HStack>
          <HStack mt="2" gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => onEdit(p)}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={() => onGenerate(p)}
              loading={busyId === p.id}
              disabled={p.status !== 'active'}
            >
              Generate Jobs
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(p)}>
              Delete
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
