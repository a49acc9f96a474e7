import type { BillingInvoiceView } from '@bin-valet/schema';
import { Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/form-dialog';
import { formatDate } from '../../../lib/format';

export type InvoiceAction = 'refund' | 'waive';

interface Props {
  customerId: number;
  invoice: BillingInvoiceView;
  action: InvoiceAction;
  onClose: () => void;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The month an invoice is for, as the manager names it: when it was paid, else its number. */
export const invoiceMonth = (inv: BillingInvoiceView) =>
  inv.paidAt ? formatDate(inv.paidAt, 'MMMM yyyy') : (inv.number ?? 'this invoice');

/** Confirms a refund of a paid month or the waiver of an unpaid one, then shows the new status. */
export function InvoiceActionDialog({ customerId, invoice, action, onClose }: Props) {
  const queryClient = useQueryClient();
  const month = invoiceMonth(invoice);
  const amount = dollars(invoice.amountCents);
  const run = useMutation({
    mutationFn: () =>
      api.post<{ queued?: boolean; message?: string }>(
        `/api/customers/${customerId}/billing/invoices/${invoice.id}/${action}`,
        {},
      ),
    onSuccess: (answer) => {
      // Stripe out of reach: the server queued the refund and sends it when Stripe answers.
      if (answer?.queued) notify('Refund queued', `${month}: ${amount}. ${answer.message ?? ''}`.trim(), 'info');
      else notify(action === 'refund' ? 'Refunded' : 'Waived', `${month}: ${amount}`);
      void queryClient.invalidateQueries({ queryKey: ['api', 'customers', customerId, 'billing'] });
      void queryClient.invalidateQueries({ queryKey: ['api', 'admin', 'customers', 'billing'] });
      onClose();
    },
    onError: (err) =>
      notify('Error', err instanceof ApiError ? err.serverMessage : 'Please try again in a few minutes.', 'error'),
  });
  const refund = action === 'refund';
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={refund ? 'Refund this month?' : 'Waive this month?'}
      confirmLabel={refund ? `Refund ${amount}` : `Waive ${amount}`}
      onConfirm={() => run.mutate()}
      pending={run.isPending}
    >
      <Text>
        {refund
          ? `Refund ${amount} for ${month} (${invoice.number ?? 'invoice'}) to the card it was paid with? The customer gets the money back in a few days.`
          : `Waive ${amount} for ${invoice.number ?? 'this invoice'}? The customer will no longer owe it and Stripe will not try the card again.`}
      </Text>
    </ConfirmDialog>
  );
}
