import { MESSAGE_KIND_LABELS, type UndeliveredList } from '@bin-valet/schema';
import { Button, Card, Center, Container, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { CopyMessageButton, MessageStatusBadge, RetryMessageButton } from '../../components/message-parts';
import { formatDate } from '../../lib/format';

type State = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'ready'; list: UndeliveredList };

const KEY = ['api', 'messages', 'undelivered'];

/**
 * /messages: every failed or not-sent customer message, newest first, to retry (once a provider is
 * set or the number is fixed) or copy and send by hand.
 */
export default function UndeliveredMessagesPage() {
  const queryClient = useQueryClient();
  const query = useQuery<UndeliveredList>({ queryKey: KEY });
  const load = () => queryClient.invalidateQueries({ queryKey: KEY });
  const denied = query.error instanceof ApiError && query.error.status === 403;
  const state: State = query.data
    ? { status: 'ready', list: query.data }
    : query.isError
      ? {
          status: 'error',
          reason: denied ? 'Only office staff can see customer messages.' : 'Unable to load messages.',
        }
      : { status: 'loading' };

  return (
    <Container maxW="5xl" py="6" px={{ base: '3', md: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Undelivered Messages
          </Heading>
          <Text color="fg.muted">
            Texts and e-mails to customers that failed or were not sent. Retry them, or copy one and send it by hand.
          </Text>
        </Stack>
        {state.status === 'loading' && (
          <Center minH="30vh" aria-label="Loading messages">
            <Spinner size="lg" />
          </Center>
        )}
        {state.status === 'error' && (
          <Stack align="start" gap="3">
            <Text role="alert">{state.reason}</Text>
            <Button onClick={() => void load()}>Try Again</Button>
          </Stack>
        )}
        {state.status === 'ready' && <Summary list={state.list} />}
        {state.status === 'ready' &&
          state.list.messages.map((m) => (
            <Card.Root key={m.id} as="article" aria-label={`${MESSAGE_KIND_LABELS[m.kind]} to ${m.customerName}`}>
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                  <Stack gap="0">
                    <Link asChild fontWeight="semibold" color="blue.700">
                      <RouterLink to={`/customer/${m.customerId}`}>{m.customerName}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {MESSAGE_KIND_LABELS[m.kind]} · {m.channel === 'sms' ? 'Text' : 'E-mail'} to {m.to} ·{' '}
                      {formatDate(m.createdAt, 'MMM d, h:mm a')}
                    </Text>
                  </Stack>
                  <MessageStatusBadge status={m.status} />
                </HStack>
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {m.body}
                </Text>
                {m.error && (
                  <Text fontSize="sm" color="fg.error">
                    {m.error}
                  </Text>
                )}
                <HStack gap="2">
                  <RetryMessageButton message={m} />
                  <CopyMessageButton message={m} />
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
      </Stack>
    </Container>
  );
}

function Summary({ list }: { list: UndeliveredList }) {
  const total = list.failed + list.notSent;
  if (total === 0) return <Text color="fg.muted">Every message has been sent or is on its way.</Text>;
  return (
    <Text>
      {list.failed} failed · {list.notSent} not sent
      {total > list.messages.length ? ` · showing the newest ${list.messages.length}` : ''}
    </Text>
  );
}
