import { Button, Card, Stack } from '@chakra-ui/react';
import type { Customer } from '../../../../../schema/tables';
import { mapsUrl } from './customer-info-card';

interface Props {
  customer: Customer;
  onCreateJob: () => void;
  onManageSchedule: () => void;
  onRecordPayment: () => void;
  onEdit: () => void;
}

/** Quick Actions: the office's frequent steps for this customer in one place. */
export function QuickActionsCard({ customer, onCreateJob, onManageSchedule, onRecordPayment, onEdit }: Props) {
  const digits = customer.phone.replace(/\D/g, '');
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Quick Actions</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Button variant="outline" onClick={onCreateJob}>
            Schedule a Job
          </Button>
          <Button variant="outline" onClick={onManageSchedule}>
            Service Schedule
          </Button>
          <Button variant="outline" onClick={onRecordPayment}>
            Add Payment
          </Button>
          <Button variant="outline" onClick={onEdit}>
            Update Customer Details
          </Button>
          <Button asChild variant="outline">
            <a href={`sms:${digits}`}>Send Text Message</a>
          </Button>
          <Button asChild variant="outline">
            <a href={mapsUrl(customer)} target="_blank" rel="noreferrer">
              Open in Maps
            </a>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
