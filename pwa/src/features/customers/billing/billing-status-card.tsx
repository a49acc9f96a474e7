import {
  BILLING_STATUS_LABELS,
  type BillingInvoiceView,
  type BillingSummary,
  invoiceStatusLabel,
} from '@bin-valet/schema';
import { Badge, Button, Card, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { roleMatches, useSession } from '../../../app/session-store';
import { formatDate } from '../../../lib/format';
import { type InvoiceAction, InvoiceActionDialog } from './invoice-action-dialog';

const COLORS = { trial: 'blue', active: 'green', past_due: 'red', paused: 'orange', cancelled: 'gray' } as const;

/** Billing on Stripe: status, card, next charge and invoices; not shown while billing is off (a 404). */
export function BillingStatusCard({ customerId }: { customerId: number }) {
  const billing = useQuery<BillingSummary>({ queryKey: ['api', 'customers', customerId, 'billing'] });
  const role = useSession((s) => s.user?.role);
  const manager = role ? roleMatches(role, 'manager') : false;
  const [acting, setActing] = useState<{ invoice: BillingInvoiceView; action: InvoiceAction } | null>(null);
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
                  {manager ? <Table.ColumnHeader>Actions</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {b.invoices.map((inv) => (
                  <Table.Row key={inv.id}>
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
                    <Table.Cell>{invoiceStatusLabel(inv.status)}</Table.Cell>
                    <Table.Cell>{inv.paidAt ? formatDate(inv.paidAt) : '-'}</Table.Cell>
                    {manager ? (
                      <Table.Cell>
                        <InvoiceButton inv={inv} onAct={(action) => setActing({ invoice: inv, action })} />
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted">No invoices yet.</Text>
          )}
        </Stack>
        {acting ? <InvoiceActionDialog customerId={customerId} {...acting} onClose={() => setActing(null)} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** A paid month can be refunded and an unpaid one waived; refunded and waived ones are settled. */
function InvoiceButton({ inv, onAct }: { inv: BillingInvoiceView; onAct: (action: InvoiceAction) => void }) {
  const action: InvoiceAction | null = inv.status === 'paid' ? 'refund' : inv.status === 'failed' ? 'waive' : null;
  if (!action) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => onAct(action)}
      aria-label={`${action === 'refund' ? 'Refund' : 'Waive'} ${inv.number ?? 'invoice'}`}
    >
      {action === 'refund' ? 'Refund' : 'Waive'}
    </Button>
  );
}
