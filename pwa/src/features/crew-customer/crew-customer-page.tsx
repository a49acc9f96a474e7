import { Badge, Box, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AccessNotes } from '../../components/access-notes';
import { StopActions } from '../../components/stop-actions';
import { db } from '../../db/database';
import type { LocalCustomer } from '../../db/rows';
import { binSummary, formatPhoneDashes } from '../../lib/format';
import { contactLabel, weekdayLabel } from '../../lib/labels';

type Loaded = { status: 'loading' } | { status: 'ready'; customer: LocalCustomer | undefined };
const LOADING: Loaded = { status: 'loading' };

/**
 * The customer as crew see them: read-only, from the phone's own copy (so it opens with no signal),
 * with nothing the server would refuse a crew member.
 */
export default function CrewCustomerPage() {
  const id = Number(useParams().id);
  const state: Loaded =
    useLiveQuery(
      async (): Promise<Loaded> => ({
        status: 'ready',
        customer: Number.isInteger(id) ? await db.customers.get(id) : undefined,
      }),
      [id],
    ) ?? LOADING;

  return (
    <Container maxW="2xl" py="4" px="3">
      <Link asChild color="green.700" mb="3" display="inline-block" minH="11" alignContent="center">
        <RouterLink to="/crew-dashboard">← Back to my route</RouterLink>
      </Link>
      {state.status === 'loading' && <Text>Loading customer...</Text>}
      {state.status === 'ready' && !state.customer && (
        <Box>
          <Heading as="h1" size="lg">
            Customer not found
          </Heading>
          <Text color="fg.muted">This customer is not on this phone. Check your route or ask the office.</Text>
        </Box>
      )}
      {state.status === 'ready' && state.customer && <CustomerView customer={state.customer} />}
    </Container>
  );
}

function CustomerView({ customer: c }: { customer: LocalCustomer }) {
  return (
    <Stack gap="4" data-testid="crew-customer">
      <Stack gap="1">
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {c.name}
        </Heading>
        <Badge alignSelf="start" colorPalette={c.customerStatus === 'active' ? 'green' : 'gray'}>
          {c.customerStatus}
        </Badge>
      </Stack>
      <Card.Root size="sm">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Address
          </Heading>
          <Text>
            {c.address}, {c.city}, {c.state} {c.zipCode}
          </Text>
          <AccessNotes customer={c} />
          <StopActions customer={c} />
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            Contact
          </Heading>
          <Text>Phone: {formatPhoneDashes(c.phone)}</Text>
          <Text overflowWrap="anywhere">Email: {c.email}</Text>
          <Text>Prefers: {contactLabel(c.contactMethod)}</Text>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            Services
          </Heading>
          <Text>{binSummary(c) || 'No bins'}</Text>
          <Text fontSize="sm">Bins to curb: {weekdayLabel(c.binsToCurbDay)}</Text>
          <Text fontSize="sm">Collection: {weekdayLabel(c.collectionDay)}</Text>
          <Text fontSize="sm">Bins back: {weekdayLabel(c.binsToResidenceDay)}</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
