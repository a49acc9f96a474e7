import type { CustomerChangeItem } from '@bin-valet/schema';
import { Card, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';

/** What the customer changed on their tracking link (skips, holds, message choices), by whom and when. */
export function CustomerChangesCard({ customerId }: { customerId: number }) {
  const changes = useQuery<CustomerChangeItem[]>({ queryKey: ['api', 'customers', customerId, 'changes'] });
  const list = changes.data ?? [];
  return (
    <Card.Root data-testid="customer-changes" as="section" aria-label="Customer Changes">
      <Card.Header>
        <Card.Title as="h2">Customer Changes</Card.Title>
      </Card.Header>
      <Card.Body>
        {changes.error && !changes.data ? (
          <Text color="fg.error">Failed to load customer changes</Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">{changes.isPending ? 'Loading...' : 'No changes from the tracking link.'}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((c) => (
              <Stack as="li" key={c.id} gap="0.5" borderBottomWidth="1px" pb="2">
                <Text>{c.summary}</Text>
                <Text fontSize="sm" color="fg.muted">
                  By the {c.actor} on their tracking link · {formatDate(c.createdAt, 'MMM d, yyyy h:mm a')}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
