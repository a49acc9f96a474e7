import { BILLING_STATUS_LABELS, type BillingSummary, invoiceStatusLabel } from '@bin-valet/schema';
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { formatDate } from '../../../lib/format';
import { InfoCard } from '../components/tracking-cards';
import { lowerCardKeys } from '../hooks/use-tracking';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Plan, card on file, next charge and receipts; hidden while the business has billing off (a 404). */
export function BillingCard({ token }: { token: string }) {
  // A 404 is billing switched off, fetched before the card rendered: not asked again on mount.
  const billing = useQuery<BillingSummary>({ queryKey: lowerCardKeys(token).billing, retryOnMount: false });
  const go = useMutation({
    mutationFn: (what: 'setup' | 'portal') =>
      api.post<{ url: string }>(`/api/track/${encodeURIComponent(token)}/billing/${what}`, {}),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      notify(
        'Could Not Open Payment Page',
        err instanceof ApiError ? err.serverMessage : 'Please check your connection and try again.',
        'error',
      ),
  });
  const b = billing.data;
  if (!b) return null;
  const hasCard = Boolean(b.cardLast4);
  return (
    <Box id="billing">
      <InfoCard title="Billing">
        <Stack gap="2">
          <Text>
            Plan: first collections free, then $30 a month ·{' '}
            <strong>{b.freeJobsLeft > 0 ? `${b.freeJobsLeft} free left` : BILLING_STATUS_LABELS[b.status]}</strong>
          </Text>
          {b.status === 'past_due' ? (
            <Text color="fg.error">Your last payment did not go through. Please update your card.</Text>
          ) : null}
          {hasCard ? (
            <Text>
              Card: {b.cardBrand ? b.cardBrand.charAt(0).toUpperCase() + b.cardBrand.slice(1) : 'Card'} ending{' '}
              {b.cardLast4}
            </Text>
          ) : (
            <Text>No card on file yet.</Text>
          )}
          {b.nextChargeDate ? <Text>Next charge: {formatDate(b.nextChargeDate, 'MMM d, yyyy')}</Text> : null}
          <Button colorPalette="green" disabled={go.isPending} onClick={() => go.mutate(hasCard ? 'portal' : 'setup')}>
            {hasCard ? 'Update card' : 'Set up payment'}
          </Button>
          {b.invoices.length > 0 ? (
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Invoices">
              {b.invoices.map((inv) => (
                <li key={inv.number ?? inv.paidAt ?? inv.amountCents}>
                  {inv.number ?? 'Invoice'} · {dollars(inv.amountCents)} · {invoiceStatusLabel(inv.status)}
                  {inv.paidAt ? ` ${formatDate(inv.paidAt.slice(0, 10), 'MMM d')}` : ''}
                  {inv.receiptUrl ? (
                    <>
                      {' '}
                      ·{' '}
                      <Link href={inv.receiptUrl} target="_blank" rel="noopener noreferrer" color="green.700">
                        Receipt
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </InfoCard>
    </Box>
  );
}
