import type { PublicRequestDate } from '@bin-valet/schema';
import { SimpleGrid } from '@chakra-ui/react';
import { CancelCard } from './cancel-card';
import { CollectionsCard } from './collections-card';
import { ContactUsCard } from './contact-card';
import { HoldCard } from './hold-card';
import { MessageChoicesCard } from './message-choices-card';
import { useSelfService } from './use-self-service';

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
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <CollectionsCard
        self={self}
        token={token}
        today={today}
        collectionDay={collectionDay}
        requestDates={requestDates}
      />
      <HoldCard self={self} today={today} />
      <MessageChoicesCard token={token} />
      <CancelCard self={self} today={today} />
      <ContactUsCard />
    </SimpleGrid>
  );
}
