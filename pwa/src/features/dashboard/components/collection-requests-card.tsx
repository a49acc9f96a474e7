import type { CollectionRequestApproved, CollectionRequestItem } from '@bin-valet/schema';
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { announceRequestsChanged } from '../../../lib/office-events';
import { invalidateTaskViews } from '../../../lib/query-client';

const PENDING_KEY = ['api', 'collection-requests', { status: 'pending' }] as const;

/** The reason the customer reads on their tracking page when a request is declined. */
function DeclineDialog({
  request,
  onClose,
  onDeclined,
}: {
  request: CollectionRequestItem;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decline = useMutation({
    mutationFn: (text: string) => api.post(`/api/collection-requests/${request.id}/decline`, { reason: text }),
    onSuccess: () => {
      notify('Request declined', `${request.customerName} will see your reason on their tracking page.`);
      onDeclined();
    },
    onError: (err) => setError(errorText(err, 'Please try again.')),
  });
  const pending = decline.isPending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError('Please give the customer a reason');
    decline.mutate(reason.trim());
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Decline ${request.customerName}'s request`}
      submit={{ form: 'decline-request', label: 'Decline request', pending, pendingLabel: 'Declining...' }}
    >
      <form id="decline-request" onSubmit={submit} noValidate>
        <Stack gap="3">
          <Text>
            Collection on {formatDate(request.collectionDate, 'EEEE, MMMM d')} at {request.address}.
          </Text>
          <TextField
            label="Reason for the customer"
            value={reason}
            onChange={setReason}
            error={error}
            multiline
            required
            helper="Shown on the customer's tracking page."
          />
        </Stack>
      </form>
    </FormDialog>
  );
}

/** Pending collection requests from tracking pages: approve (a job on that date) or decline with a reason. */
export function CollectionRequestsCard() {
  const queryClient = useQueryClient();
  const requests = useQuery<CollectionRequestItem[]>({ queryKey: PENDING_KEY });
  const [declining, setDeclining] = useState<CollectionRequestItem | null>(null);
  const list = requests.data ?? [];
  // A handled request leaves this list; the customer's requests, jobs, the route tables and the nav count ask again.
  const handled = (id: number) => {
    queryClient.setQueryData<CollectionRequestItem[]>(PENDING_KEY, (old) => old?.filter((r) => r.id !== id));
    void invalidateTaskViews(queryClient);
    announceRequestsChanged();
  };

  const approval = useMutation({
    mutationFn: (r: CollectionRequestItem) =>
      api.post<CollectionRequestApproved>(`/api/collection-requests/${r.id}/approve`),
    onSuccess: (answer, r) => {
      notify(
        'Collection approved',
        `${r.customerName}: ${formatDate(r.collectionDate, 'EEE, MMM d')}${answer.jobCreated ? ' (new job)' : ' (joined their job that day)'}`,
      );
      handled(r.id);
    },
    onError: (err) => notify('Could not approve the request', errorText(err, 'Please try again.'), 'error'),
  });
  const busy = approval.isPending ? approval.variables.id : null;
  const approve = (r: CollectionRequestItem) => approval.mutate(r);

  return (
    <Card.Root data-testid="collection-requests">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Collection requests
          </Heading>
          {list.length > 0 && (
            <Badge colorPalette="orange" aria-label={`${list.length} pending`}>
              {list.length} pending
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {requests.error ? (
          <Text color="red.600">Failed to load collection requests</Text>
        ) : requests.isPending ? (
          <Text color="fg.muted">Loading...</Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">No requests waiting for approval.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {list.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3">
                <Link asChild fontWeight="semibold" colorPalette="blue">
                  <RouterLink to={`/customer/${r.customerId}`}>{r.customerName}</RouterLink>
                </Link>
                <Text fontSize="sm">{r.address}</Text>
                <Text fontSize="sm">
                  Collection on <strong>{formatDate(r.collectionDate, 'EEEE, MMMM d')}</strong>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Requested {formatDate(r.createdAt, 'MMM d, h:mm a')}
                </Text>
                <HStack mt="2" gap="2" flexWrap="wrap">
                  <Button
                    size="sm"
                    colorPalette="green"
                    loading={busy === r.id}
                    onClick={() => approve(r)}
                    aria-label={`Approve ${r.customerName}'s request`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setDeclining(r)}
                    aria-label={`Decline ${r.customerName}'s request`}
                  >
                    Decline
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
      {declining && (
        <DeclineDialog
          request={declining}
          onClose={() => setDeclining(null)}
          onDeclined={() => {
            handled(declining.id);
            setDeclining(null);
          }}
        />
      )}
    </Card.Root>
  );
}
