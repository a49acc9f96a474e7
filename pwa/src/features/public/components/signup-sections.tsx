import { BIN_QTY_MAX, BIN_QTY_MIN, type ContactMethod } from '@bin-valet/schema';
import {
  Box,
  Card,
  Checkbox,
  Field,
  Heading,
  HStack,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import {
  type BinService,
  isQuantityDisabled,
  needsField,
  periodLengthLabel,
  qtyField,
  SERVICE_LENGTH_LABELS,
  SERVICE_LENGTHS,
  type ServiceLength,
  type SignupForm,
  serviceEndDate,
} from '../logic/signup-form';
import { TextField } from './signup-fields';

export type SetField = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) => void;

export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id={id} size="lg">
            {title}
          </Heading>
          {description && <Text color="gray.700">{description}</Text>}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

const SERVICES: { key: BinService; label: string; hint: string }[] = [
  { key: 'garbage', label: 'Garbage', hint: 'Grey or black cart' },
  { key: 'compost', label: 'Compost', hint: 'Green food and yard waste cart' },
  { key: 'recycling', label: 'Recycling', hint: 'Blue cart' },
];

/** The three bin services, each with a 1–3 quantity disabled while its service is unchecked. */
export function StandardService({
  form,
  onToggle,
  set,
}: {
  form: SignupForm;
  onToggle: (service: BinService, on: boolean) => void;
  set: SetField;
}) {
  return (
    <FormSection
      id="standard-service"
      title="Standard Service"
      description="Choose the bins we should take to the curb and bring back each week."
    >
      <Stack gap="3">
        {SERVICES.map(({ key, label, hint }) => {
          const disabled = isQuantityDisabled(form, key);
          const qty = qtyField(key);
          return (
            <HStack key={key} justify="space-between" gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3">
              <Checkbox.Root
                checked={form[needsField(key)]}
                onCheckedChange={(e) => onToggle(key, e.checked === true)}
                colorPalette="green"
              >
                <Checkbox.HiddenInput name={needsField(key)} />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Text as="span" fontWeight="medium">
                    {label}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="gray.700">
                    {hint}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
              <Field.Root disabled={disabled} width="auto" orientation="horizontal" gap="2">
                <Field.Label fontSize="sm">Bins</Field.Label>
                <NativeSelect.Root size="sm" width="20" disabled={disabled}>
                  <NativeSelect.Field
                    name={qty}
                    aria-label={`${label} quantity`}
                    value={String(form[qty])}
                    onChange={(e) => set(qty, Number(e.target.value))}
                  >
                    {Array.from({ length: BIN_QTY_MAX - BIN_QTY_MIN + 1 }, (_, i) => BIN_QTY_MIN + i).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </HStack>
          );
        })}
      </Stack>
    </FormSection>
  );
}

const CONTACT_OPTIONS: { value: ContactMethod; label: string }[] = [
  { value: 'text', label: 'Text message' },
  { value: 'call', label: 'Phone call' },
  { value: 'both', label: 'Text and call' },
];

export function ContactPreference({ value, onChange }: { value: ContactMethod; onChange: (v: ContactMethod) => void }) {
  return (
    <FormSection
      id="contact-preference"
      title="Contact Preference"
      description="How should we confirm your first bins-to-curb date and reach you about your service?"
    >
      <RadioGroup.Root
        name="contactMethod"
        value={value}
        onValueChange={(e) => e.value && onChange(e.value as ContactMethod)}
        aria-labelledby="contact-preference"
        colorPalette="green"
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {CONTACT_OPTIONS.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FormSection>
  );
}

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
          <NativeSelect.Root>
            <NativeSelect.Field
              name="serviceLength"
              value={form.serviceLength}
              onChange={(e) => set('serviceLength', e.target.value as ServiceLength)}
            >
              {SERVICE_LENGTHS.map((l) => (
                <option key={l} value={l}>
                  {SERVICE_LENGTH_LABELS[l]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
