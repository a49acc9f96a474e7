import { addDays, type PublicRequestDate, type SelfServiceCollection } from '@bin-valet/schema';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { ScheduleCollectionDialog } from '../components/schedule-collection-dialog';
import { InfoCard } from '../components/tracking-cards';
import type { useSelfService } from './use-self-service';

const SHOWN = 6;
const day = (date: string) => formatDate(date, 'EEE, MMM d');
// The cut-off is noon business time the day before bins out: said as a day, whatever the phone's zone.
const closesText = (c: SelfServiceCollection) =>
  c.open ? `Changes close at noon on ${day(addDays(c.binsOutDate, -1))}` : 'Changes closed';

function CollectionRow({ c, self }: { c: SelfServiceCollection; self: ReturnType<typeof useSelfService> }) {
  const { change } = self;
  const busy = change.isPending;
  return (
    <HStack justify="space-between" align="center" gap="3" borderBottomWidth="1px" py="2" wrap="wrap">
      <Stack gap="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{day(c.collectionDate)}</Text>
          {c.skipped && <Badge colorPalette="orange">{c.holdId ? 'On hold' : 'Skipped'}</Badge>}
        </HStack>
        <Text fontSize="sm" color="gray.700">
          {closesText(c)}
        </Text>
      </Stack>
      {!c.skipped && (
        <Button
          size="sm"
          variant="outline"
          disabled={!c.open || busy}
          aria-label={`Skip ${day(c.collectionDate)}`}
          onClick={() =>
            change.mutate({
              method: 'POST',
              path: '/skips',
              body: { collectionDate: c.collectionDate },
              done: `${day(c.collectionDate)} is skipped.`,
            })
          }
        >
          Skip
        </Button>
      )}
      {c.skipped && !c.holdId && (
        <Button
          size="sm"
          colorPalette="green"
          disabled={!c.open || busy}
          aria-label={`Undo skip of ${day(c.collectionDate)}`}
          onClick={() =>
            change.mutate({
              method: 'DELETE',
              path: `/skips/${c.collectionDate}`,
              done: `${day(c.collectionDate)} is back on.`,
            })
          }
        >
          Undo
        </Button>
      )}
    </HStack>
  );
}

interface Props {
  self: ReturnType<typeof useSelfService>;
  token: string;
  today: string;
  collectionDay: string;
  requestDates: readonly PublicRequestDate[];
}

/** The next few collections, each with Skip (or Undo) until its cut-off, and a request for another date. */
export function CollectionsCard({ self, token, today, collectionDay, requestDates }: Props) {
  const list = self.state?.collections.slice(0, SHOWN) ?? [];
  return (
    <InfoCard title="Your Collections">
      {self.failed && <Text color="fg.error">Your collections could not be loaded.</Text>}
      {self.state && list.length === 0 && <Text color="gray.700">No collections are scheduled yet.</Text>}
      <Stack gap="0">
        {list.map((c) => (
          <CollectionRow key={c.collectionDate} c={c} self={self} />
        ))}
      </Stack>
      <Text fontSize="sm" color="gray.700">
        You can skip a collection or undo a skip until noon the day before your bins go out.
      </Text>
      <ScheduleCollectionDialog
        token={token}
        today={today}
        collectionDay={collectionDay}
        dates={requestDates}
        triggerLabel="Ask for a collection"
      />
    </InfoCard>
  );
}
