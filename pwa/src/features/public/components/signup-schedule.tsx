import { Box, Field, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { OptionSelect, optionsOf } from '../../../components/option-select';
import { formatDate } from '../../../lib/format';
import {
  periodLengthLabel,
  SERVICE_LENGTH_LABELS,
  SERVICE_LENGTHS,
  type SignupForm,
  serviceEndDate,
} from '../logic/signup-form';
import { TextField } from './signup-fields';
import { FormSection, type SetField } from './signup-sections';

/** The signup's service period: when service starts, how long it runs, and the summary of both. */

/** The blue Service Period summary shown once a start date is chosen. */
export function ServicePeriodSummary({ form }: { form: SignupForm }) {
  if (!form.serviceStartDate) return null;
  const end = serviceEndDate(form.serviceStartDate, form.serviceLength, form.serviceEndDate);
  const length = periodLengthLabel(form.serviceStartDate, end);
  return (
    <Box
      bg="blue.50"
      borderWidth="1px"
      borderColor="blue.200"
      rounded="md"
      p="4"
      aria-live="polite"
      data-testid="service-period"
    >
      <Heading as="h3" size="sm" color="blue.900" mb="2">
        Service Period
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" color="blue.900">
        <Text>
          <strong>Start:</strong> {formatDate(form.serviceStartDate, 'EEEE, MMMM d, yyyy')}
        </Text>
        <Text>
          <strong>End:</strong> {end ? formatDate(end, 'EEEE, MMMM d, yyyy') : 'Not set'}
        </Text>
      </SimpleGrid>
      {length && (
        <Text fontSize="sm" color="blue.900" mt="1">
          {length}
        </Text>
      )}
    </Box>
  );
}

/** Second 'Service Schedule' block: start date and duration (1/3/6/12 months or Custom). */
export function SchedulePeriod({
  form,
  errors,
  set,
  touch,
}: {
  form: SignupForm;
  errors: Record<string, string>;
  set: SetField;
  touch: (key: keyof SignupForm) => void;
}) {
  return (
    <FormSection
      id="service-schedule-period"
      title="Service Schedule: Start and Length"
      description="When should we start, and for how long?"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="serviceStartDate"
          label="Start Date"
          type="date"
          value={form.serviceStartDate}
          error={errors.serviceStartDate}
          onChange={(v) => set('serviceStartDate', v)}
          onBlur={() => touch('serviceStartDate')}
        />
        <Field.Root>
          <Field.Label>Service Length</Field.Label>
          <OptionSelect
            name="serviceLength"
            value={form.serviceLength}
            onChange={(l) => set('serviceLength', l)}
            options={optionsOf(SERVICE_LENGTHS, (l) => SERVICE_LENGTH_LABELS[l])}
          />
        </Field.Root>
        {form.serviceLength === 'custom' && (
          <TextField
            name="serviceEndDate"
            label="End Date"
            type="date"
            min={form.serviceStartDate || undefined}
            value={form.serviceEndDate}
            error={errors.serviceEndDate}
            onChange={(v) => set('serviceEndDate', v)}
            onBlur={() => touch('serviceEndDate')}
          />
        )}
      </SimpleGrid>
      <ServicePeriodSummary form={form} />
    </FormSection>
  );
}
