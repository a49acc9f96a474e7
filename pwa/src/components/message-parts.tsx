import type { CustomerMessage, MessageOutcome, MessageStatus } from '@bin-valet/schema';
import { Badge, Button } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { notify } from '../app/toaster';
import { errorText } from '../lib/error-text';
import { MESSAGE_STATUS_COLORS, MESSAGE_STATUS_LABELS } from '../lib/labels';

/** Pieces shared by the customer page's Messages card and the office's undelivered-messages list. */

export const MessageStatusBadge = ({ status }: { status: MessageStatus }) => (
  <Badge colorPalette={MESSAGE_STATUS_COLORS[status] ?? 'gray'}>{MESSAGE_STATUS_LABELS[status] ?? status}</Badge>
);

export const canRetry = (m: CustomerMessage) => m.status === 'failed' || m.status === 'not_sent';

/** Copies the recipient and the words, to send by hand from a phone or a mail app. */
export function CopyMessageButton({ message }: { message: CustomerMessage }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${message.to}\n\n${message.body}`);
      notify('Message Copied', `Copied the message to ${message.to}`);
    } catch {
      notify('Copy Failed', 'Your browser did not allow copying. Select the text instead.', 'error');
    }
  };
  return (
    <Button size="sm" minH="44px" variant="outline" onClick={() => void copy()}>
      Copy
    </Button>
  );
}

/**
 * Puts a failed or not-sent message back in the queue; the server says why when it cannot. A queued message
 * leaves the undelivered list and changes status on the customer's messages, so both ask again.
 */
export function RetryMessageButton({ message }: { message: CustomerMessage }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api.post<CustomerMessage>(`/api/messages/${message.id}/retry`),
    onSuccess: () => {
      notify('Message Queued', `The message to ${message.to} will be sent now`);
      refreshMessages(queryClient);
    },
    onError: (err) => notify('Could Not Retry', errorText(err, 'Please try again.'), 'error'),
  });
  return (
    <Button size="sm" minH="44px" colorPalette="green" loading={retry.isPending} onClick={() => retry.mutate()}>
      Retry
    </Button>
  );
}

/** A settled message leaves the undelivered list and changes status on the customer's messages. */
function refreshMessages(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['api', 'messages'] });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [root, resource, , part] }) =>
      root === 'api' && resource === 'customers' && part === 'messages',
  });
}

const HANDLED_WORDS: Record<MessageOutcome, { label: string; done: string }> = {
  sent_by_hand: { label: 'Sent by hand', done: 'marked sent by hand' },
  dismissed: { label: 'Dismiss', done: 'dismissed' },
};

/** The office settled it itself: sent by hand from its own phone or mail, or not worth sending. */
export function HandleMessageButton({ message, outcome }: { message: CustomerMessage; outcome: MessageOutcome }) {
  const queryClient = useQueryClient();
  const words = HANDLED_WORDS[outcome];
  const handle = useMutation({
    mutationFn: () => api.post<CustomerMessage>(`/api/messages/${message.id}/handled`, { outcome }),
    onSuccess: () => {
      notify(`Message ${words.done}`, `The message to ${message.to} was ${words.done}.`);
      refreshMessages(queryClient);
    },
    onError: (err) => notify('Could Not Update', errorText(err, 'Please try again.'), 'error'),
  });
  return (
    <Button
      size="sm"
      minH="44px"
      variant={outcome === 'dismissed' ? 'ghost' : 'outline'}
      loading={handle.isPending}
      onClick={() => handle.mutate()}
    >
      {words.label}
    </Button>
  );
}
