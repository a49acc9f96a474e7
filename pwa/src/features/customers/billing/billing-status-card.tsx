import { BILLING_STATUS_LABELS, type BillingSummary } from '@bin-valet/schema';
import { Badge, Card, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';

const COLORS = { trial: 'blue', active: 'green', past_due: 'red', paused: 'orange', cancelled: 'gray' } as const;

/** Billing on Stripe: status, card, next charge and invoices; not shown while billing is off (a 404). */
export function BillingStatusCard({ customerId }: { customerId: number }) {
  const billing = useQuery<BillingSummary>({ queryKey: ['api', 'customers', customerId, 'billing'] });
  const b = billing.data;
  if (!b) return null;
  return (
    <Card.Root as="section" aria-label="Billing">
      <Card.Header>
        <Card.Title as="h2">Billing</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Text>
            Status: <Badge colorPalette={COLORS[b.status]}>{BILLING_STATUS_LABELS[b.status]}</Badge>
            {b.freeJobsLeft > 0 ? ` · ${b.freeJobsLeft} free collection${b.freeJobsLeft === 1 ? '' : 's'} left` : ''}
          </Text>
          <Text>Card: {b.cardLast4 ? `${b.cardBrand ?? 'card'} ending ${b.cardLast4}` : 'none on file'}</Text>
          {b.nextChargeDate ? <Text>Next charge: {formatDate(b.nextChargeDate)}</Text> : null}
          {b.invoices.length > 0 ? (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                  <Table.ColumnHeader>Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Paid</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {b.invoices.map((inv) => (
                  <Table.Row key={`${inv.number}-${inv.paidAt}`}>
                    <Table.Cell>
                      {inv.receiptUrl ? (
                        <Link href={inv.receiptUrl} target="_blank" rel="noopener noreferrer">
                          {inv.number ?? 'Invoice'}
                        </Link>
                      ) : (
                        (inv.number ?? 'Invoice')
                      )}
                    </Table.Cell>
                    <Table.Cell>${(inv.amountCents / 100).toFixed(2)}</Table.Cell>
                    <Table.Cell>{inv.status === 'paid' ? 'Paid' : 'Failed'}</Table.Cell>
                    <Table.Cell>{inv.paidAt ? formatDate(inv.paidAt) : '-'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted">No invoices yet.</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
