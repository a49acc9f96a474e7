import type { PublicRequestDate } from '@bin-valet/schema';
import { SimpleGrid } from '@chakra-ui/react';
import { useStepsAfterPaint } from '../../../lib/use-steps';
import { CancelCard } from './cancel-card';
import { CollectionsCard } from './collections-card';
import { ContactUsCard } from './contact-card';
import { HoldCard } from './hold-card';
import { MessageChoicesCard } from './message-choices-card';
import { useSelfService } from './use-self-service';

/** The cards after the first: the hold, message choices, cancelling and how to reach us. */
const LATER_CARDS = 4;

/** What the customer changes themselves: skips, a vacation hold, message choices; and how to reach us. */
export function SelfServiceSection({
  token,
  today,
  collectionDay,
  requestDates,
}: {
  token: string;
  today: string;
  collectionDay: string;
  requestDates: readonly PublicRequestDate[];
}) {
  const self = useSelfService(token);
  // The cards mount one per commit, in page order: together, with their forms, they were one commit that
  // a slow phone spent most of a long task on.
  const shown = useStepsAfterPaint(true, LATER_CARDS);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <CollectionsCard
        self={self}
        token={token}
        today={today}
        collectionDay={collectionDay}
        requestDates={requestDates}
      />
      {shown > 0 && <HoldCard self={self} today={today} />}
      {shown > 1 && <MessageChoicesCard token={token} />}
      {shown > 2 && <CancelCard self={self} today={today} />}
      {shown > 3 && <ContactUsCard />}
    </SimpleGrid>
  );
}
