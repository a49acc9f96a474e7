import { type Payment, RECENT_PAYMENTS } from '@bin-valet/schema';
import { Badge, Button, Card, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { formatDate } from '../../../lib/format';
import { PAYMENT_STATUS_COLORS, statusLabel, titleCase } from '../../../lib/labels';
import { serviceRateText } from '../../../lib/pricing';
import { newestPayments } from '../logic/payment-form';

interface Props {
  customerId: number;
  serviceRate: number;
  onRecord: () => void;
}

/** Payment Information: the 3 most recent payments, 'View All' for the rest, and Record Payment. */
export function PaymentsCard({ customerId, serviceRate, onRecord }: Props) {
  const payments = useQuery<Payment[]>({ queryKey: ['api', 'signups', customerId, 'payments'] });
  const [all, setAll] = useState(false);
  const list = newestPayments(payments.data ?? []);
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Card.Title as="h2">Payment Information</Card.Title>
          <Button size="sm" colorPalette="green" onClick={onRecord}>
            Record Payment
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text>Rate: {serviceRateText(serviceRate)}</Text>
          {payments.error && !payments.data ? <Text color="fg.error">Failed to load payments</Text> : null}
          {payments.data && list.length === 0 && <Text color="fg.muted">No payments recorded</Text>}
          {list.slice(0, RECENT_PAYMENTS).map((p) => (
            <HStack key={p.id} justify="space-between" borderBottomWidth="1px" pb="2" data-testid="recent-payment">
              <Stack gap="0">
                <Text fontWeight="semibold">
                  ${p.amount} · {titleCase(p.paymentMethod)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(p.paymentDate)} · {p.billingPeriod}
                </Text>
              </Stack>
              <Badge colorPalette={PAYMENT_STATUS_COLORS[p.status] ?? 'gray'}>{statusLabel(p.status)}</Badge>
            </HStack>
          ))}
          {list.length > 0 && (
            <Button size="sm" variant="ghost" alignSelf="start" onClick={() => setAll(true)}>
              View All ({list.length})
            </Button>
          )}
        </Stack>
      </Card.Body>
      <FormDialog open={all} onClose={() => setAll(false)} title="All Payments" size="lg" cancelLabel="Close">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Method</Table.ColumnHeader>
                <Table.ColumnHeader>Billing Period</Table.ColumnHeader>
                <Table.ColumnHeader>Services</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{formatDate(p.paymentDate)}</Table.Cell>
                  <Table.Cell>${p.amount}</Table.Cell>
                  <Table.Cell>{titleCase(p.paymentMethod)}</Table.Cell>
                  <Table.Cell>{p.billingPeriod}</Table.Cell>
                  <Table.Cell>{p.servicesCount}</Table.Cell>
                  <Table.Cell>{titleCase(p.status)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </FormDialog>
    </Card.Root>
  );
}
