import { Box, Center, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { useStepsAfterPaint } from '../../lib/use-steps';
import { BillingCard } from './billing/billing-card';
import { CurbPhotosCard } from './components/curb-photos-card';
import { ServicesTabs } from './components/services-tabs';
import {
  AccountStatusCard,
  ContactInfoCard,
  NextCollectionCard,
  ServiceDetailsCard,
  ServiceScheduleCard,
} from './components/tracking-cards';
import { useLowerCardsReady, useTracking } from './hooks/use-tracking';
import { pendingRequest } from './logic/tracking-logic';
import { SelfServiceSection } from './self-service/self-service-section';

/** Photos, billing, self-service, the services' history and the schedule, below the account's top cards. */
const LOWER_SECTIONS = 5;

function Message({ text }: { text: string }) {
  return (
    <Center as="main" minH="70vh" px="4">
      <Text fontSize="lg" textAlign="center" role="alert">
        {text}
      </Text>
    </Center>
  );
}

/** What the page is for, from the HTML's first paint on: the copy shows it before the account arrives. */
function TrackingIntro() {
  return (
    <Text color="gray.700" mt="2">
      Your next collection, your account and the changes you can make yourself, all on this page. Keep this link to
      yourself: it opens your account without a password.
    </Text>
  );
}

/** Public tracking page /track/{token}; no sign-in, no guard. */
export default function TrackingPage() {
  const { token = '' } = useParams();
  // The query cache announces the answers as urgent updates; the page they fill is rendered in slices
  // instead, so a slow phone is not blocked for the whole page at once.
  const { state: latest } = useTracking(token);
  const state = useDeferredValue(latest);
  // The account's top cards come first; photos, billing, requests and history follow once their data is in.
  const rest = useLowerCardsReady(token, state.status === 'ready');
  // They mount one per commit, in page order: all at once was the page's longest task.
  const lower = useStepsAfterPaint(rest, LOWER_SECTIONS);

  if (state.status === 'loading') {
    return (
      <Box bg="gray.50" minH="100vh">
        <Container
          as="main"
          maxW="5xl"
          px={{ base: '3', md: '6' }}
          py={{ base: '5', md: '8' }}
          aria-busy="true"
          aria-label="Loading"
        >
          {/* Words, not only shapes: a phone on a slow link shows this from the page's HTML at once. */}
          <Stack gap="1" mb="6">
            <Text color="gray.700">Loading your service…</Text>
            <TrackingIntro />
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Skeleton height="140px" />
            <Skeleton height="140px" />
          </SimpleGrid>
        </Container>
      </Box>
    );
  }
  if (state.status === 'not-found') return <Message text="Customer not found. Please check the link and try again." />;
  if (state.status === 'error')
    return <Message text="We could not load your service right now. Please try again later." />;

  const { data, recent, upcoming } = state;
  const { customer, productName, today } = data;
  return (
    <Box bg="gray.50" minH="100vh">
      <Container as="main" maxW="5xl" px={{ base: '3', md: '6' }} py={{ base: '5', md: '8' }}>
        <Stack gap="1" mb="6">
          <Text color="green.800" fontWeight="semibold">
            Magnolia {productName}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome, {customer.name}
          </Heading>
          <Text color="gray.700">Track your Magnolia {productName} service</Text>
          <TrackingIntro />
        </Stack>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <NextCollectionCard
              story={data.next}
              pending={pendingRequest(upcoming, today)}
              productName={productName}
              token={token}
              today={today}
              collectionDay={customer.collectionDay}
              requestDates={data.requestDates}
            />
            <AccountStatusCard customer={customer} />
            <ServiceDetailsCard customer={customer} />
            <ContactInfoCard customer={customer} />
          </SimpleGrid>
          {lower > 0 && <CurbPhotosCard records={[...upcoming, ...recent]} today={today} />}
          {lower > 1 && <BillingCard token={token} />}
          {lower > 2 && (
            <SelfServiceSection
              token={token}
              today={today}
              collectionDay={customer.collectionDay}
              requestDates={data.requestDates}
            />
          )}
          {lower > 3 && <ServicesTabs recent={recent} upcoming={upcoming} />}
          {lower > 4 && <ServiceScheduleCard customer={customer} schedule={data.schedule} today={today} />}
        </Stack>
      </Container>
    </Box>
  );
}
