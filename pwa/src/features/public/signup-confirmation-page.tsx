import {
  Box,
  Button,
  Card,
  Link as ChakraLink,
  Container,
  Flex,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { notify } from '../../app/toaster';
import { formatDate } from '../../lib/format';
import { weekdayLabel } from '../../lib/labels';
import { PLAN_TEXT } from '../../lib/pricing';
import {
  type BookedService,
  readTrackingLink,
  type SignupTrackingLink,
  trackingPath,
} from './logic/tracking-link-store';

/** Thank-you page after a signup: what was booked, the customer's own tracking link, and what happens next. */
export default function SignupConfirmationPage() {
  const location = useLocation();
  const link = readTrackingLink(location.state);
  return (
    <Box bg="gray.50" minH="100vh">
      <Container as="main" maxW="xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
        <Flex justify="space-between" align="center" mb="4" gap="2" wrap="wrap">
          <ChakraLink asChild color="green.800" fontWeight="semibold" minH="44px">
            <Link to="/">Magnolia Bin Valet</Link>
          </ChakraLink>
          <ChakraLink asChild fontSize="sm" color="gray.700" minH="44px">
            <Link to="/">Back to home</Link>
          </ChakraLink>
        </Flex>
        <Card.Root>
          <Card.Body gap="5">
            <Stack gap="2" textAlign="center">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="green.800">
                Thank You for Signing Up!
              </Heading>
              <Text fontSize="lg">
                Welcome to Magnolia Bin Valet. We are glad to have you as a neighbour and customer.
              </Text>
            </Stack>
            {link?.booked && <BookedSummary booked={link.booked} />}
            {link && <TrackingLink link={link} />}
            <Stack gap="2" color="gray.800" as="section" aria-labelledby="next-steps">
              <Heading as="h2" size="sm" id="next-steps">
                What happens next
              </Heading>
              <Box as="ol" ps="5" listStyleType="decimal">
                <li>You will receive a text confirmation of your first bins-to-curb date shortly.</li>
                <li>Our team will coordinate your service schedule with you and confirm your collection days.</li>
                <li>
                  Your first two jobs are free: there is nothing to pay yet, and we will tell you before billing begins.
                </li>
              </Box>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" gap="3">
      <Text color="gray.700">{label}</Text>
      <Text fontWeight="medium" textAlign="right">
        {children}
      </Text>
    </HStack>
  );
}

function BookedSummary({ booked }: { booked: BookedService }) {
  const start = booked.startDate ? formatDate(booked.startDate, 'EEEE, MMM d, yyyy') : 'To be confirmed';
  return (
    <Stack gap="2" as="section" aria-labelledby="booked" data-testid="booked-summary">
      <Heading as="h2" size="sm" id="booked">
        What you booked
      </Heading>
      <SummaryRow label="Bins">{booked.bins.join(', ') || '-'}</SummaryRow>
      <SummaryRow label="Bins to curb">{weekdayLabel(booked.binsToCurbDay)}</SummaryRow>
      <SummaryRow label="Collection day">{weekdayLabel(booked.collectionDay)}</SummaryRow>
      <SummaryRow label="Bins back">{weekdayLabel(booked.binsToResidenceDay)}</SummaryRow>
      <SummaryRow label="Starts">{start}</SummaryRow>
      {booked.endDate && <SummaryRow label="Until">{formatDate(booked.endDate, 'MMM d, yyyy')}</SummaryRow>}
      <SummaryRow label="Price">{PLAN_TEXT}</SummaryRow>
    </Stack>
  );
}

function TrackingLink({ link }: { link: SignupTrackingLink }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.trackingUrl);
      notify('Link copied', 'Your tracking link is on the clipboard.');
    } catch {
      notify('Could not copy', 'Select the link and copy it by hand.', 'error');
    }
  }
  const qr = `/api/qr-code?url=${encodeURIComponent(link.trackingUrl)}&size=160`;
  return (
    <Box
      bg="green.50"
      borderWidth="1px"
      borderColor="green.200"
      rounded="md"
      p="4"
      as="section"
      aria-labelledby="tracking"
    >
      <Heading as="h2" size="sm" mb="1" id="tracking">
        Your tracking page
      </Heading>
      <Text fontSize="sm" mb="2" color="gray.700">
        Bookmark this link to see your next collection and service history anytime.
      </Text>
      <ChakraLink asChild color="green.800" fontWeight="semibold" wordBreak="break-all">
        <Link to={trackingPath(link)}>{link.trackingUrl}</Link>
      </ChakraLink>
      <Flex mt="3" gap="4" align="center" wrap="wrap">
        <Button colorPalette="green" minH="44px" onClick={copy}>
          Copy link
        </Button>
        <Image src={qr} alt="QR code of your tracking link" boxSize="120px" bg="white" />
      </Flex>
    </Box>
  );
}
