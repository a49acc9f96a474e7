import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, type UndeliveredList } from '@bin-valet/schema';
import {
  Box,
  Button,
  Card,
  Center,
  Code,
  Container,
  Field,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../api/client';
import {
  CopyMessageButton,
  HandleMessageButton,
  MessageStatusBadge,
  RetryMessageButton,
} from '../../components/message-parts';
import { type Option, OptionSelect, optionsOf } from '../../components/option-select';
import { formatDate } from '../../lib/format';
import { filterMessages, type MessageFilter, missingProviders, retryable } from './logic/message-filters';

type State = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'ready'; list: UndeliveredList };

const KEY = ['api', 'messages', 'undelivered'];

/**
 * /messages: every failed or not-sent customer message, newest first, to retry (once a provider is
 * set or the number is fixed) or copy and send by hand.
 */
export default function UndeliveredMessagesPage() {
  const queryClient = useQueryClient();
  const query = useQuery<UndeliveredList>({ queryKey: KEY });
  const [filter, setFilter] = useState<MessageFilter>({ kind: '', status: '' });
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
            Texts and e-mails to customers that failed or were not sent. Retry them, or send one by hand and mark it so,
            or dismiss it.
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
        {state.status === 'ready' && <ProviderNotice list={state.list} />}
        {state.status === 'ready' && <Summary list={state.list} />}
        {state.status === 'ready' && state.list.messages.length > 0 && <Filters filter={filter} onChange={setFilter} />}
        {state.status === 'ready' &&
          filterMessages(state.list.messages, filter).map((m) => (
            <Card.Root key={m.id} as="article" aria-label={`${MESSAGE_KIND_LABELS[m.kind]} to ${m.customerName}`}>
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                  <Stack gap="0" minW="0">
                    <Link asChild fontWeight="semibold" color="blue.700">
                      <RouterLink to={`/customer/${m.customerId}`}>{m.customerName}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {MESSAGE_KIND_LABELS[m.kind]} · {m.channel === 'sms' ? 'Text' : 'E-mail'} to {m.to} ·{' '}
                      {formatDate(m.createdAt, 'MMM d, h:mm a')}
                    </Text>
                  </Stack>
                  <MessageStatusBadge status={m.status} />
                </HStack>
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {m.body}
                </Text>
                {m.error && (
                  <Text fontSize="sm" color="fg.error">
                    {m.error}
                  </Text>
                )}
                <HStack gap="2" wrap="wrap">
                  {retryable(m, state.list.providers) && <RetryMessageButton message={m} />}
                  <CopyMessageButton message={m} />
                  <HandleMessageButton message={m} outcome="sent_by_hand" />
                  <HandleMessageButton message={m} outcome="dismissed" />
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

/** With no provider for a channel, Retry cannot help: say how to set one up instead. */
function ProviderNotice({ list }: { list: UndeliveredList }) {
  const missing = missingProviders(list.providers);
  if (missing.length === 0) return null;
  return (
    <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3" data-testid="provider-notice">
      <Text fontWeight="semibold">No provider is set up for {missing.join(' or ')}, so they cannot be retried.</Text>
      <Text fontSize="sm">
        Send them by hand and mark them so, or ask whoever runs the server to set{' '}
        {!list.providers.sms && (
          <>
            <Code>SMS_ACCOUNT_SID</Code>, <Code>SMS_AUTH_TOKEN</Code> and <Code>SMS_FROM</Code> for texts
          </>
        )}
        {missing.length === 2 && ', and '}
        {!list.providers.email && (
          <>
            <Code>SMTP_URL</Code> for e-mails
          </>
        )}{' '}
        and restart it.
      </Text>
    </Box>
  );
}

const STATUS_OPTIONS: Option<MessageFilter['status']>[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'not_sent', label: 'Not sent' },
];

function Filters({ filter, onChange }: { filter: MessageFilter; onChange: (f: MessageFilter) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="xl">
      <Field.Root>
        <Field.Label>Kind</Field.Label>
        <OptionSelect
          minH="44px"
          value={filter.kind}
          onChange={(kind) => onChange({ ...filter, kind })}
          placeholder="All kinds"
          options={optionsOf(MESSAGE_KINDS, (k) => MESSAGE_KIND_LABELS[k])}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <OptionSelect
          minH="44px"
          value={filter.status}
          onChange={(status) => onChange({ ...filter, status })}
          placeholder="Failed and not sent"
          options={STATUS_OPTIONS}
        />
      </Field.Root>
    </SimpleGrid>
  );
}
