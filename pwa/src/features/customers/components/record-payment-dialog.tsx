import { MANUAL_PAYMENT_METHODS, PAYMENT_STATUSES } from '@bin-valet/schema';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { SelectField, TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { optionsOf } from '../../../components/option-select';
import { businessToday } from '../../../lib/business-day';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { titleCase } from '../../../lib/labels';
import { type PaymentBody, type PaymentForm, paymentDefaults, validatePayment } from '../logic/payment-form';

interface Props {
  open: boolean;
  customerId: number;
  onClose: () => void;
}

/** Record Payment: POST /api/signups/:id/payments with paymentCreateSchema's rules. */
export function RecordPaymentDialog({ open, customerId, onClose }: Props) {
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: (body: PaymentBody) => api.post(`/api/signups/${customerId}/payments`, body),
    onSuccess: (_answer, body) => {
      notify('Payment Recorded', `$${body.amount} payment has been recorded.`);
      onClose();
      // Only the customer's payment list shows payments.
      void queryClient.invalidateQueries({ queryKey: ['api', 'signups', customerId, 'payments'] });
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to record payment. Please try again.'), 'error'),
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Record Payment"
      submit={{ form: 'record-payment-form', label: 'Record Payment', pending: record.isPending }}
    >
      <PaymentFields record={record} />
    </FormDialog>
  );
}

function PaymentFields({ record }: { record: UseMutationResult<unknown, Error, PaymentBody> }) {
  const [form, setForm] = useState<PaymentForm>(() => paymentDefaults(businessToday()));
  const set = (key: keyof PaymentForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, submit } = useCheckedSubmit(record, () => validatePayment(form));

  return (
    <form id="record-payment-form" onSubmit={submit} noValidate>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField
            label="Amount ($)"
            name="amount"
            type="number"
            min={1}
            value={form.amount}
            onChange={set('amount')}
            error={errors.amount}
          />
          <SelectField
            label="Payment Method"
            value={form.paymentMethod}
            onChange={set('paymentMethod')}
            options={optionsOf(MANUAL_PAYMENT_METHODS, titleCase)}
            error={errors.paymentMethod}
          />
          <TextField
            label="Payment Date"
            type="date"
            value={form.paymentDate}
            onChange={set('paymentDate')}
            error={errors.paymentDate}
          />
          <SelectField
            label="Status"
            value={form.status}
            onChange={set('status')}
            options={optionsOf(PAYMENT_STATUSES, titleCase)}
            error={errors.status}
          />
          <TextField
            label="Billing Period"
            name="billingPeriod"
            value={form.billingPeriod}
            onChange={set('billingPeriod')}
            error={errors.billingPeriod}
            helper="For example: March 2026"
          />
          <TextField
            label="Services Count"
            name="servicesCount"
            type="number"
            min={0}
            value={form.servicesCount}
            onChange={set('servicesCount')}
            error={errors.servicesCount}
          />
        </SimpleGrid>
        <TextField label="Notes" multiline value={form.notes} onChange={set('notes')} error={errors.notes} />
      </Stack>
    </form>
  );
}
