import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { InfoCard } from '../components/tracking-cards';
import type { useSelfService } from './use-self-service';

const day = (date: string) => formatDate(date, 'EEE, MMM d');

/** Cancel service after a chosen collection; while it stands, "Service ends after …" with Undo. */
export function CancelCard({ self, today }: { self: ReturnType<typeof useSelfService>; today: string }) {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState('');
  const [reason, setReason] = useState('');
  const { change } = self;
  const cancellation = self.state?.cancellation ?? null;
  const lastDates = self.state?.collections.filter((c) => !c.skipped).map((c) => c.collectionDate) ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!last) return;
    const body = { lastCollectionDate: last, reason: reason.trim() || null };
    change.mutate(
      { method: 'POST', path: '/cancel', body, done: `Your service ends after ${day(last)}.` },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <InfoCard title="Cancel Service">
      {cancellation ? (
        <Stack gap="2">
          <Text fontWeight="semibold">Service ends after {day(cancellation.lastCollectionDate)}</Text>
          <Button
            colorPalette="green"
            disabled={change.isPending}
            onClick={() => change.mutate({ method: 'DELETE', path: '/cancel', done: 'Your service continues.' })}
          >
            Undo
          </Button>
        </Stack>
      ) : open ? (
        <form onSubmit={submit} aria-label="Cancel service">
          <Stack gap="3">
            <Field.Root required>
              <Field.Label>Last collection</Field.Label>
              <Input type="date" min={today} value={last} onChange={(e) => setLast(e.target.value)} list="last-dates" />
              <datalist id="last-dates">
                {lastDates.map((d) => (
                  <option key={d} value={d} />
                ))}
              </datalist>
            </Field.Root>
            <Field.Root>
              <Field.Label>Reason (optional)</Field.Label>
              <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </Field.Root>
            <Button type="submit" colorPalette="red" disabled={!last || change.isPending}>
              Cancel my service
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my service
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" color="gray.700">
            Moving or no longer need us? You can undo a cancellation until your last collection.
          </Text>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Cancel service
          </Button>
        </Stack>
      )}
    </InfoCard>
  );
}
