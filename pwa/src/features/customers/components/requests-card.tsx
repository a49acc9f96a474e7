import type { CollectionRequestItem } from '@bin-valet/schema';
import { Badge, Card, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { REQUEST_STATUS_COLORS, REQUEST_STATUS_LABELS } from '../../../lib/labels';

/** The collection requests this customer sent from the tracking page, and what the office answered. */
export function RequestsCard({ customerId }: { customerId: number }) {
  const requests = useQuery<CollectionRequestItem[]>({
    queryKey: ['api', 'customers', customerId, 'collection-requests'],
  });
  const list = requests.data ?? [];
  return (
    <Card.Root data-testid="customer-requests">
      <Card.Header>
        <Card.Title as="h2">Collection Requests</Card.Title>
      </Card.Header>
      <Card.Body>
        {requests.error && !requests.data ? (
          <Text color="fg.error">Failed to load collection requests</Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">{requests.isPending ? 'Loading...' : 'No collection requests.'}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((r) => {
              return (
                <Stack as="li" key={r.id} gap="0.5" borderBottomWidth="1px" pb="2">
                  <Text>
                    {formatDate(r.collectionDate, 'EEE, MMM d, yyyy')}{' '}
                    <Badge colorPalette={REQUEST_STATUS_COLORS[r.status] ?? 'gray'}>
                      {REQUEST_STATUS_LABELS[r.status] ?? r.status}
                    </Badge>
                  </Text>
                  {r.notes && (
                    <Text fontSize="sm" color="fg.muted">
                      {r.notes}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
