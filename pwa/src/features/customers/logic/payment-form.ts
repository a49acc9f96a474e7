import { fieldErrors, type Payment, paymentCreateSchema } from '@bin-valet/schema';
import * as v from 'valibot';

export interface PaymentForm {
  amount: string;
  paymentMethod: string;
  paymentDate: string;
  billingPeriod: string;
  servicesCount: string;
  status: string;
  notes: string;
}

export const paymentDefaults = (today: string): PaymentForm => ({
  amount: '',
  paymentMethod: 'cash',
  paymentDate: today,
  billingPeriod: '',
  servicesCount: '0',
  status: 'completed',
  notes: '',
});

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export type PaymentBody = v.InferOutput<typeof paymentCreateSchema>;

export type PaymentResult = { ok: true; body: PaymentBody } | { ok: false; errors: Record<string, string> };

/** paymentCreateSchema: amount ≥ 1, a known method, a billing period, services count ≥ 0. */
export function validatePayment(form: PaymentForm): PaymentResult {
  const parsed = v.safeParse(paymentCreateSchema, {
    amount: num(form.amount),
    paymentMethod: form.paymentMethod,
    paymentDate: form.paymentDate || undefined,
    billingPeriod: form.billingPeriod,
    servicesCount: Number(form.servicesCount),
    status: form.status,
    notes: form.notes.trim() ? form.notes : null,
  });
  return parsed.success ? { ok: true, body: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues) };
}

/** Newest first: the card shows the first 3, 'View All' the rest. */
export function newestPayments(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.id - a.id);
}
