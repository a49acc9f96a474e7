import { addDays, laterLabel, type ServiceChangeItem, serviceChangeCreateSchema } from '@bin-valet/schema';
import type * as v from 'valibot';
import { type Checked, checkWith } from '../../../lib/form-check';
import { formatDate } from '../../../lib/format';

/** How far ahead the office screen lists holidays and delays. */
export const LIST_AHEAD_DAYS = 365;

export interface DelayForm {
  name: string;
  startDate: string;
  endDate: string;
  shiftDays: string;
}

/** The form as it opens: today's snow delay by one day, so declaring it is one more click. */
export const blankDelay = (today: string): DelayForm => ({
  name: 'Snow delay',
  startDate: today,
  endDate: today,
  shiftDays: '1',
});

export type DelayBody = v.InferOutput<typeof serviceChangeCreateSchema>;

export const checkDelay = (f: DelayForm): Checked<DelayBody> =>
  checkWith(serviceChangeCreateSchema, {
    ...f,
    shiftDays: f.shiftDays.trim() === '' ? Number.NaN : Number(f.shiftDays),
  });

const span = (startDate: string, endDate: string, today: string) => {
  if (startDate === endDate)
    return startDate === today
      ? "today's collection"
      : startDate === addDays(today, 1)
        ? "tomorrow's collection"
        : `collection of ${formatDate(startDate, 'EEE, MMM d')}`;
  return `collection of ${formatDate(startDate, 'MMM d')} – ${formatDate(endDate, 'MMM d')}`;
};

/** 'Snow delay: today's collection one day later' (what the declare button will do, in words). */
export function delaySentence(f: DelayForm, today: string): string {
  const days = Number(f.shiftDays);
  if (!f.name.trim() || !f.startDate || !f.endDate || !Number.isInteger(days) || days < 1) return '';
  return `${f.name.trim()}: ${span(f.startDate, f.endDate || f.startDate, today)} ${laterLabel(days)}`;
}

/** A list row's dates: 'Thu, Nov 26 – Sun, Nov 29' or one day. */
export const itemDates = (i: Pick<ServiceChangeItem, 'startDate' | 'endDate'>) =>
  i.startDate === i.endDate
    ? formatDate(i.startDate, 'EEE, MMM d, yyyy')
    : `${formatDate(i.startDate, 'EEE, MMM d')} – ${formatDate(i.endDate, 'EEE, MMM d, yyyy')}`;

export const itemLabel = (i: Pick<ServiceChangeItem, 'kind' | 'name'>) =>
  i.kind === 'holiday' ? `${i.name} week` : i.name;
