import { fieldErrors, SERVICE_PERIOD_STATUSES, type ServicePeriod, servicePeriodCreateSchema } from '@bin-valet/schema';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { SelectField, TextField } from '../../../components/fields';
import { optionsOf } from '../../../components/option-select';
import { titleCase } from '../../../lib/labels';

export interface PeriodInput {
  startDate: string;
  endDate: string | null;
  status: string;
  notes: string | null;
}

interface Props {
  /** The period being edited ('Edit Service'), or null to create a new one. */
  editing: ServicePeriod | null;
  pending: boolean;
  onSubmit: (input: PeriodInput) => void;
  onCancelEdit: () => void;
}

const empty = { startDate: '', endDate: '', status: 'active', notes: '' };

/** Left side of the Service Schedule dialog: create a schedule, or edit the chosen one. */
export function PeriodForm({ editing, pending, onSubmit, onCancelEdit }: Props) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setErrors({});
    setForm(
      editing
        ? {
            startDate: editing.startDate,
            endDate: editing.endDate ?? '',
            status: editing.status,
            notes: editing.notes ?? '',
          }
        : empty,
    );
  }, [editing]);
  const set = (key: keyof typeof empty) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(servicePeriodCreateSchema, form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    const { startDate, endDate, status, notes } = parsed.output;
    onSubmit({ startDate, endDate: endDate || null, status, notes: notes?.trim() ? notes : null });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit Service' : 'New Service Schedule'}>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {editing ? 'Edit Service' : 'New Service Schedule'}
        </Heading>
        <TextField
          label="Start Date"
          type="date"
          value={form.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
        />
        <TextField
          label="End Date"
          type="date"
          value={form.endDate}
          min={form.startDate || undefined}
          onChange={set('endDate')}
          error={errors.endDate}
          helper="Leave empty for an open-ended schedule"
        />
        <SelectField
          label="Status"
          value={form.status}
          onChange={set('status')}
          options={optionsOf(SERVICE_PERIOD_STATUSES, titleCase)}
          error={errors.status}
        />
        <TextField label="Notes" multiline value={form.notes} onChange={set('notes')} error={errors.notes} />
        <HStack>
          <Button type="submit" colorPalette="green" loading={pending}>
            {editing ? 'Update Schedule' : 'Create Schedule'}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={onCancelEdit}>
              Cancel Edit
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
