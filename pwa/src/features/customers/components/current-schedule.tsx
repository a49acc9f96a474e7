import { type Customer, type ServicePeriod, splitPeriods } from '@bin-valet/schema';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { businessToday } from '../../../lib/business-day';
import { formatDate, formatDateOrNotSet } from '../../../lib/format';
import { titleCase } from '../../../lib/labels';

const span = (p: Pick<ServicePeriod, 'startDate' | 'endDate'>) =>
  `${formatDate(p.startDate)} – ${p.endDate ? formatDate(p.endDate) : 'Open-ended'}`;

/**
 * The Service Schedule lines of the Service Information card: the period running now (or the next
 * one), never an old one beside this year's services; ended periods only behind 'History'.
 */
export function CurrentSchedule({ customer: c }: { customer: Customer }) {
  // The same query the Service Schedule dialog refreshes after its writes.
  const periods = useQuery<ServicePeriod[]>({ queryKey: ['api', 'signups', c.id, 'service-periods'] });
  const [history, setHistory] = useState(false);
  const today = businessToday();
  const { current, upcoming, past } = splitPeriods(periods.data ?? [], today);
  // A customer with no service periods keeps the dates given at signup, unless they are over.
  const signupOver = c.serviceEndDate !== null && c.serviceEndDate < today;
  const none = !periods.isPending && !current && (periods.data?.length ?? 0) > 0;

  return (
    <Stack gap="1" data-testid="current-schedule">
      {current ? (
        <HStack gap="2" wrap="wrap">
          <Text>
            {upcoming ? 'Next' : 'Current'}: {span(current)}
          </Text>
          <Badge colorPalette={current.status === 'active' ? 'green' : 'orange'}>{titleCase(current.status)}</Badge>
        </HStack>
      ) : none || (periods.data?.length === 0 && signupOver) ? (
        <Text color="fg.muted">No current service schedule</Text>
      ) : periods.data?.length === 0 ? (
        <Text>
          Start: {formatDateOrNotSet(c.serviceStartDate)} · End: {formatDateOrNotSet(c.serviceEndDate)}
        </Text>
      ) : (
        <Text color="fg.muted">Loading schedule...</Text>
      )}
      {past.length > 0 && (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setHistory(!history)}>
          {history ? 'Hide history' : `History (${past.length})`}
        </Button>
      )}
      {history && (
        <Stack as="ul" gap="0" ps="4" fontSize="sm" color="fg.muted" data-testid="schedule-history">
          {past.map((p) => (
            <li key={p.id}>
              {span(p)} · {titleCase(p.status)}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
