import { TIME_OFF_TYPES, type TimeOff } from '@bin-valet/schema';
import { Button, Card, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Textarea } from '../../app/late-ui';
import { businessToday } from '../../lib/business-day';
import { useCheckedSubmit } from '../../lib/form-check';
import {
  durationLabel,
  EMPTY_TIME_OFF,
  endMin,
  inclusiveDays,
  startMin,
  type TimeOffBody,
  type TimeOffFormValues,
  timeOffTypeLabel,
  validateTimeOff,
} from '../../lib/time-off';
import { OptionSelect, optionsOf } from '../option-select';

/**
 * The time off request form card, for create and edit. Date inputs start at today (or the
 * request's own earlier start when editing), the end at the chosen start; the schema gives the messages.
 */
export function TimeOffForm({
  existing,
  save,
  onCancel,
}: {
  existing?: TimeOff;
  /** Creates or updates the request; its pending state is the submit button's. */
  save: UseMutationResult<unknown, Error, TimeOffBody>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<TimeOffFormValues>(() =>
    existing
      ? { startDate: existing.startDate, endDate: existing.endDate, type: existing.type, notes: existing.notes ?? '' }
      : EMPTY_TIME_OFF,
  );
  const set = (patch: Partial<TimeOffFormValues>) => setForm((f) => ({ ...f, ...patch }));
  const minStart = startMin(businessToday(), existing?.startDate);
  const days = inclusiveDays(form.startDate, form.endDate);

  const { errors, submit } = useCheckedSubmit(save, () => validateTimeOff(form));

  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {existing ? 'Edit Time Off Request' : 'New Time Off Request'}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Time off request">
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Field.Root invalid={Boolean(errors.startDate)}>
                <Field.Label>Start Date</Field.Label>
                <Input
                  type="date"
                  name="startDate"
                  bg="bg"
                  min={minStart}
                  value={form.startDate}
                  onChange={(e) => {
                    const startDate = e.target.value;
                    // Keep the range valid: a start past the end moves the end with it.
                    set(form.endDate && startDate > form.endDate ? { startDate, endDate: startDate } : { startDate });
                  }}
                />
                <Field.ErrorText>{errors.startDate}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.endDate)}>
                <Field.Label>End Date</Field.Label>
                <Input
                  type="date"
                  name="endDate"
                  bg="bg"
                  min={endMin(minStart, form.startDate)}
                  value={form.endDate}
                  onChange={(e) => set({ endDate: e.target.value })}
                />
                <Field.ErrorText>{errors.endDate}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors.type)}>
              <Field.Label>Type</Field.Label>
              <OptionSelect
                name="type"
                bg="bg"
                value={form.type}
                onChange={(type) => set({ type })}
                placeholder="Select type"
                options={optionsOf(TIME_OFF_TYPES, timeOffTypeLabel)}
              />
              <Field.ErrorText>{errors.type}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Notes (optional)</Field.Label>
              <Textarea name="notes" bg="bg" value={form.notes} onChange={(e) => set({ notes: e.target.value })} />
            </Field.Root>
            {days !== null && (
              <Text fontSize="sm" data-testid="time-off-duration">
                Duration: {durationLabel(days)}
              </Text>
            )}
            <Flex gap="2" justify="end">
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="green" loading={save.isPending} loadingText="Saving...">
                {existing ? 'Update Request' : 'Submit Request'}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
