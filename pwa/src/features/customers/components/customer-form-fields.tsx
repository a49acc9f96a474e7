import { CONTACT_METHODS, CUSTOMER_STATUSES, SERVICE_RATE_MAX, SERVICE_RATE_MIN, WEEKDAYS } from '@bin-valet/schema';
import { Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Textarea } from '../../../app/late-ui';
import { SelectField, TextField } from '../../../components/fields';
import { BIN_QUANTITY_OPTIONS, OptionSelect } from '../../../components/option-select';
import { contactLabel, titleCase, weekdayLabel } from '../../../lib/labels';
import type { CustomerForm } from '../logic/customer-form-logic';

type Set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => void;
interface Props {
  form: CustomerForm;
  errors: Record<string, string>;
  set: Set;
}

/** The shared labelled input, bound to one key of the create form. */
function FormText({
  name,
  label,
  type = 'text',
  form,
  errors,
  set,
}: Props & { name: keyof CustomerForm; label: string; type?: string }) {
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      value={String(form[name])}
      onChange={(v) => set(name, v as never)}
      error={errors[name]}
    />
  );
}

const DAY_OPTIONS = WEEKDAYS.map((d) => ({ value: d, label: weekdayLabel(d) }));

function Service({
  label,
  need,
  qty,
  form,
  errors,
  set,
}: Props & {
  label: string;
  need: 'needsGarbage' | 'needsCompost' | 'needsRecycling';
  qty: 'garbageQty' | 'compostQty' | 'recyclingQty';
}) {
  return (
    <HStack gap="3" align="end">
      <Checkbox.Root checked={form[need]} onCheckedChange={(e) => set(need, e.checked === true)} minW="28" pb="2">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.Root invalid={Boolean(errors[qty])} disabled={!form[need]} w="24">
        <Field.Label fontSize="xs">{label} quantity</Field.Label>
        <OptionSelect
          value={String(form[qty])}
          onChange={(n) => set(qty, Number(n))}
          options={BIN_QUANTITY_OPTIONS}
          root={{ size: 'sm' }}
        />
      </Field.Root>
    </HStack>
  );
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="3">
    <Text fontWeight="semibold">{title}</Text>
    {children}
  </Stack>
);

/** Every field of the Create New Customer dialog with its per-field error. */
export function CustomerFormFields(p: Props) {
  const { form, errors, set } = p;
  return (
    <Stack gap="5">
      <Section title="Customer Information">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormText {...p} name="name" label="Name" />
          <FormText {...p} name="email" label="Email" type="email" />
          <FormText {...p} name="phone" label="Phone" type="tel" />
          <FormText {...p} name="address" label="Address" />
          <FormText {...p} name="city" label="City" />
          <HStack gap="3" align="start">
            <FormText {...p} name="state" label="State" />
            <FormText {...p} name="zipCode" label="ZIP Code" />
          </HStack>
        </SimpleGrid>
      </Section>
      <Section title="Services">
        <Service {...p} label="Garbage" need="needsGarbage" qty="garbageQty" />
        <Service {...p} label="Compost" need="needsCompost" qty="compostQty" />
        <Service {...p} label="Recycling" need="needsRecycling" qty="recyclingQty" />
      </Section>
      <Section title="Schedule and Billing">
        {/* Side by side only while each select still shows a whole 'Wednesday'. */}
        <SimpleGrid minChildWidth="10rem" gap="3">
          <SelectField
            label="Bins to Curb Day"
            name="binsToCurbDay"
            value={form.binsToCurbDay}
            options={DAY_OPTIONS}
            error={errors.binsToCurbDay}
            onChange={(v) => set('binsToCurbDay', v as CustomerForm['binsToCurbDay'])}
          />
          <SelectField
            label="Collection Day"
            name="collectionDay"
            value={form.collectionDay}
            options={DAY_OPTIONS}
            error={errors.collectionDay}
            onChange={(v) => set('collectionDay', v as CustomerForm['collectionDay'])}
          />
          <SelectField
            label="Bins to Residence Day"
            name="binsToResidenceDay"
            value={form.binsToResidenceDay}
            options={DAY_OPTIONS}
            error={errors.binsToResidenceDay}
            onChange={(v) => set('binsToResidenceDay', v as CustomerForm['binsToResidenceDay'])}
          />
          <SelectField
            label="Contact Preference"
            name="contactMethod"
            value={form.contactMethod}
            options={CONTACT_METHODS.map((m) => ({ value: m, label: contactLabel(m) }))}
            error={errors.contactMethod}
            onChange={(v) => set('contactMethod', v as CustomerForm['contactMethod'])}
          />
          <Field.Root invalid={Boolean(errors.serviceRate)}>
            <Field.Label>Service Rate ($ per service)</Field.Label>
            <Input
              name="serviceRate"
              type="number"
              min={SERVICE_RATE_MIN}
              max={SERVICE_RATE_MAX}
              step={1}
              value={Number.isNaN(form.serviceRate) ? '' : String(form.serviceRate)}
              onChange={(e) => set('serviceRate', e.target.value === '' ? Number.NaN : Number(e.target.value))}
            />
            <Field.ErrorText>{errors.serviceRate}</Field.ErrorText>
          </Field.Root>
          <SelectField
            label="Status"
            name="customerStatus"
            value={form.customerStatus}
            options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: titleCase(s) }))}
            error={errors.customerStatus}
            onChange={(v) => set('customerStatus', v as CustomerForm['customerStatus'])}
          />
          <FormText {...p} name="serviceStartDate" label="Service Start Date" type="date" />
          <FormText {...p} name="serviceEndDate" label="Service End Date" type="date" />
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.notes)}>
          <Field.Label>Notes</Field.Label>
          <Textarea name="notes" value={form.notes} onChange={(e) => set('notes', e.target.value)} />
          <Field.ErrorText>{errors.notes}</Field.ErrorText>
        </Field.Root>
      </Section>
    </Stack>
  );
}
