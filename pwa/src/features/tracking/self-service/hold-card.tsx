import { MAX_HOLD_DAYS } from '@bin-valet/schema';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { InfoCard } from '../components/tracking-cards';
import type { useSelfService } from './use-self-service';

const day = (date: string) => formatDate(date, 'EEE, MMM d');

/** A vacation hold: the holds in force with "End hold", and a start/end form for a new one. */
export function HoldCard({ self, today }: { self: ReturnType<typeof useSelfService>; today: string }) {
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const holds = self.state?.holds ?? [];
  const { change } = self;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!startDate || !endDate) return;
    change.mutate(
      { method: 'POST', path: '/holds', body: { startDate, endDate }, done: 'Your hold is set.' },
      {
        onSuccess: () => {
          setStart('');
          setEnd('');
        },
      },
    );
  };

  return (
    <InfoCard title="Vacation Hold">
      {holds.map((h) => (
        <HStack key={h.id} justify="space-between" gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3">
          <Stack gap="0">
            <Text fontWeight="semibold">
              On hold {day(h.startDate)} – {day(h.endDate)}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {h.nextCollection ? `Collections resume ${day(h.nextCollection)}` : 'Collections resume after the hold'}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate({ method: 'DELETE', path: `/holds/${h.id}`, done: 'Your hold has ended.' })}
          >
            End hold
          </Button>
        </HStack>
      ))}
      <form onSubmit={submit} aria-label="New vacation hold">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>Hold from</Field.Label>
              <Input type="date" min={today} value={startDate} onChange={(e) => setStart(e.target.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Hold until</Field.Label>
              <Input type="date" min={startDate || today} value={endDate} onChange={(e) => setEnd(e.target.value)} />
            </Field.Root>
          </SimpleGrid>
          <Text fontSize="sm" color="gray.700">
            Every collection in these days is skipped (up to {MAX_HOLD_DAYS} days).
          </Text>
          <Button type="submit" colorPalette="green" disabled={!startDate || !endDate || change.isPending}>
            Set hold
          </Button>
        </Stack>
      </form>
    </InfoCard>
  );
}
