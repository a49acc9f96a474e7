import { type CustomerMessage, MESSAGE_KIND_LABELS, type MessagePreferences } from '@bin-valet/schema';
import { Button, Card, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { CopyMessageButton, canRetry, MessageStatusBadge, RetryMessageButton } from '../../../components/message-parts';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { MESSAGE_STATUS_LABELS } from '../../../lib/labels';

const RECENT = 5;

/**
 * Messages: every text and e-mail sent (or waiting, or not sent) to this customer, newest first,
 * with Retry and Copy, and the customer's choice about the bins-moved messages.
 */
export function MessagesCard({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const listKey = ['api', 'customers', customerId, 'messages'];
  const prefsKey = ['api', 'customers', customerId, 'message-preferences'];
  const list = useQuery<CustomerMessage[]>({ queryKey: listKey });
  const prefs = useQuery<MessagePreferences>({ queryKey: prefsKey });
  // The button spins for the refresh it was asked for, not for the refetches a sync pull starts.
  const [refreshing, setRefreshing] = useState(false);
  const reloadList = () => {
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: listKey }).finally(() => setRefreshing(false));
  };
  const [all, setAll] = useState(false);
  const save = useMutation({
    mutationFn: (binMoves: boolean) =>
      api.patch<MessagePreferences>(`/api/customers/${customerId}/message-preferences`, { binMoves }),
    onSuccess: (answer, binMoves) => {
      queryClient.setQueryData(prefsKey, answer);
      notify('Preference Saved', binMoves ? 'Bins moved messages are on' : 'Bins moved messages are off');
    },
    onError: (err) => notify('Could Not Save', errorText(err, 'Please try again.'), 'error'),
  });
  const saving = save.isPending;
  const messages = list.data ?? [];
  const shown = all ? messages : messages.slice(0, RECENT);

  const setBinMoves = (binMoves: boolean) => save.mutate(binMoves);

  return (
    <Card.Root as="section" aria-label="Messages">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Card.Title as="h2">Messages</Card.Title>
          <Button size="sm" variant="ghost" loading={refreshing} onClick={reloadList}>
            Refresh
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {prefs.data && (
            <Switch.Root
              checked={prefs.data.binMoves}
              disabled={saving}
              onCheckedChange={(e) => setBinMoves(e.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Bins at the curb / bins back messages</Switch.Label>
            </Switch.Root>
          )}
          {list.error && !list.data ? <Text color="fg.error">Failed to load messages</Text> : null}
          {list.data && messages.length === 0 && <Text color="fg.muted">No messages yet</Text>}
          {shown.map((m) => (
            <Stack key={m.id} gap="1" borderBottomWidth="1px" pb="2" data-testid="customer-message">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontWeight="semibold">{MESSAGE_KIND_LABELS[m.kind] ?? m.kind}</Text>
                <MessageStatusBadge status={m.status} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {m.channel === 'sms' ? 'Text' : 'E-mail'} to {m.to} · {formatDate(m.createdAt, 'MMM d, h:mm a')}
                {m.sentAt ? ` · sent ${formatDate(m.sentAt, 'h:mm a')}` : ''}
              </Text>
              {m.handledBy && m.handledAt && (
                <Text fontSize="sm" color="fg.muted" data-testid="message-handled">
                  {MESSAGE_STATUS_LABELS[m.status]} by {m.handledBy} · {formatDate(m.handledAt, 'MMM d, h:mm a')}
                </Text>
              )}
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {m.body}
              </Text>
              {m.error && (
                <Text fontSize="sm" color={m.status === 'queued' ? 'fg.muted' : 'fg.error'}>
                  {m.error}
                </Text>
              )}
              {canRetry(m) && (
                <HStack gap="2">
                  <RetryMessageButton message={m} />
                  <CopyMessageButton message={m} />
                </HStack>
              )}
            </Stack>
          ))}
          {messages.length > RECENT && (
            <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setAll(!all)}>
              {all ? 'Show Fewer' : `View All (${messages.length})`}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
