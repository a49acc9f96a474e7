import type { CustomerChangeItem } from '@bin-valet/schema';
import { Card, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/format';

/** Skips, holds and the like that touch today's or tomorrow's work, so the office can plan around them. */
export function CustomerChangesCard() {
  const changes = useQuery<CustomerChangeItem[]>({ queryKey: ['api', 'customer-changes'] });
  const list = changes.data ?? [];
  return (
    <Card.Root as="section" aria-label="Customer changes">
      <Card.Header>
        <Card.Title as="h2">Customer changes</Card.Title>
        <Text fontSize="sm" color="fg.muted">
          For today and tomorrow
        </Text>
      </Card.Header>
      <Card.Body>
        {changes.error && !changes.data ? (
          <Text color="fg.error">Failed to load customer changes</Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">
            {changes.isPending ? 'Loading...' : 'No customer changes for today or tomorrow.'}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((c) => (
              <Stack as="li" key={c.id} gap="0.5" borderBottomWidth="1px" pb="2">
                <Link asChild fontWeight="semibold" color="green.800">
                  <RouterLink to={`/customer/${c.customerId}`}>{c.customerName}</RouterLink>
                </Link>
                <Text>{c.summary}</Text>
                {c.affectsDate && (
                  <Text fontSize="sm" color="fg.muted">
                    Bins out {formatDate(c.affectsDate, 'EEE, MMM d')}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
