import { ACCESS_NOTES_MAX, addDays, onOrAfter, WEEKDAYS, type Weekday } from '@bin-valet/schema';
import { Field, Input } from '@chakra-ui/react';
import type { HTMLInputTypeAttribute } from 'react';
import { Textarea } from '../../../app/late-ui';
import { OptionSelect, optionsOf } from '../../../components/option-select';
import { businessToday } from '../../../lib/business-day';
import { formatDate } from '../../../lib/format';
import { weekdayLabel } from '../../../lib/labels';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  required?: boolean;
  min?: string;
  helper?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A labelled input whose spec message shows under it. */
export function TextField(p: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(p.error)} required={p.required}>
      <Field.Label>
        {p.label}
        {p.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={p.name}
        type={p.type ?? 'text'}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        min={p.min}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
      />
      {p.helper && !p.error && <Field.HelperText>{p.helper}</Field.HelperText>}
      <Field.ErrorText>{p.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>Anything else we should know?</Field.Label>
      <Textarea
        name="notes"
        rows={3}
        value={value}
        placeholder="Questions, how you heard about us…"
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.HelperText>For the office.</Field.HelperText>
    </Field.Root>
  );
}

/** What the crew read at the stop; kept apart from the notes, which only the office sees. */
export function AccessField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Access (gate code, dogs, where the bins are)</Field.Label>
      <Textarea
        name="accessNotes"
        rows={3}
        maxLength={ACCESS_NOTES_MAX}
        value={value}
        placeholder="Gate code 1234, bins left of the garage"
        onChange={(e) => onChange(e.target.value)}
      />
      {!error && <Field.HelperText>Shown to the crew at your stop.</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function WeekdayField({
  name,
  label,
  value,
  helper,
  onChange,
}: {
  name: string;
  label: string;
  value: Weekday;
  helper?: string;
  onChange: (v: Weekday) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect name={name} value={value} onChange={onChange} options={optionsOf(WEEKDAYS, weekdayLabel)} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** Optional: which of the next two collection days the city takes recycling (every other week from it). */
export function RecyclingWeekField({
  collectionDay,
  value,
  onChange,
}: {
  collectionDay: Weekday;
  value: string;
  onChange: (v: string) => void;
}) {
  const first = onOrAfter(businessToday(), collectionDay);
  const choices = [first, addDays(first, 7)];
  return (
    <Field.Root>
      <Field.Label>Recycling week (optional)</Field.Label>
      <OptionSelect
        name="recyclingAnchorDate"
        value={choices.includes(value) ? value : ''}
        onChange={onChange}
        placeholder="Not sure: every week"
        options={optionsOf(choices, (d) => `Every other week, next on ${formatDate(d, 'EEE, MMM d')}`)}
      />
      <Field.HelperText>Seattle collects recycling every other week; your city calendar shows which.</Field.HelperText>
    </Field.Root>
  );
}
