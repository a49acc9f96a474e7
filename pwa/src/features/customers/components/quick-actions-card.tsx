import type { Customer } from '@bin-valet/schema';
import { Button, Card, Stack } from '@chakra-ui/react';
import { trackingUrl } from './customer-info-card';

/**
 * Quick Actions: steps the other cards do not already offer (Call, Text, Map, Edit, Create New Job,
 * Manage Schedule and Record Payment sit on their own cards), so no button appears twice on the page.
 */
export function QuickActionsCard({ customer }: { customer: Customer }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Quick Actions</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {customer.email && (
            <Button asChild variant="outline">
              <a href={`mailto:${customer.email}`}>Send Email</a>
            </Button>
          )}
          <Button asChild variant="outline">
            <a href={trackingUrl(customer.trackingToken)} target="_blank" rel="noreferrer">
              See the Customer's Tracking Page
            </a>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
