import type { ContactMethod } from '@bin-valet/schema';
import { Card, Checkbox, Field, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BIN_QUANTITY_OPTIONS, OptionSelect } from '../../../components/option-select';
import { type BinService, isQuantityDisabled, needsField, qtyField, type SignupForm } from '../logic/signup-form';

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
                <OptionSelect
                  name={qty}
                  aria-label={`${label} quantity`}
                  value={String(form[qty])}
                  onChange={(n) => set(qty, Number(n))}
                  options={BIN_QUANTITY_OPTIONS}
                  root={{ size: 'sm', width: '20', disabled }}
                />
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
