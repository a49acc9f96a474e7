import { CONTACT_METHODS, CUSTOMER_STATUSES, type Customer, type CustomerPatchInput } from '@bin-valet/schema';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { SelectField, TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { optionsOf } from '../../../components/option-select';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { contactLabel, titleCase } from '../../../lib/labels';
import { useCustomerSaved } from '../hooks/use-customer-saved';
import { type EditCustomerForm, editDefaults, validateEdit } from '../logic/edit-customer-form';

interface Props {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}

/** Edit Customer: contact and account fields, validated with the shared patch schema. */
export function EditCustomerDialog({ open, customer, onClose }: Props) {
  const saved = useCustomerSaved();
  const save = useMutation({
    mutationFn: (body: CustomerPatchInput) => api.patch<Customer>(`/api/signups/${customer.id}`, body),
    onSuccess: (updated) => {
      saved(updated);
      notify('Customer Updated', 'Customer information has been saved.');
      onClose();
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to update customer. Please try again.'), 'error'),
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit Customer"
      size="lg"
      submit={{ form: 'edit-customer-form', label: 'Save Changes', pending: save.isPending }}
    >
      <EditCustomerBody customer={customer} save={save} />
    </FormDialog>
  );
}

function EditCustomerBody({
  customer,
  save,
}: {
  customer: Customer;
  save: UseMutationResult<Customer, Error, CustomerPatchInput>;
}) {
  const [form, setForm] = useState<EditCustomerForm>(() => editDefaults(customer));
  const set = (key: keyof EditCustomerForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, submit } = useCheckedSubmit(save, () => validateEdit(form));

  return (
    <form id="edit-customer-form" onSubmit={submit} noValidate>
      <Stack gap="3">
        <TextField label="Name" name="name" value={form.name} onChange={set('name')} error={errors.name} />
        <TextField
          label="Address"
          name="address"
          value={form.address}
          onChange={set('address')}
          error={errors.address}
        />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField label="City" name="city" value={form.city} onChange={set('city')} error={errors.city} />
          <TextField label="State" name="state" value={form.state} onChange={set('state')} error={errors.state} />
          <TextField
            label="ZIP Code"
            name="zipCode"
            value={form.zipCode}
            onChange={set('zipCode')}
            error={errors.zipCode}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <SelectField
            label="Contact Method"
            value={form.contactMethod}
            onChange={set('contactMethod')}
            options={optionsOf(CONTACT_METHODS, contactLabel)}
            error={errors.contactMethod}
          />
          <TextField
            label="Service Rate ($)"
            name="serviceRate"
            type="number"
            min={1}
            max={50}
            value={form.serviceRate}
            onChange={set('serviceRate')}
            error={errors.serviceRate}
          />
          <SelectField
            label="Status"
            value={form.customerStatus}
            onChange={set('customerStatus')}
            options={optionsOf(CUSTOMER_STATUSES, titleCase)}
            error={errors.customerStatus}
          />
        </SimpleGrid>
        <TextField
          label="Access (gate code, dogs, where the bins are)"
          name="accessNotes"
          multiline
          value={form.accessNotes}
          onChange={set('accessNotes')}
          error={errors.accessNotes}
        />
        <TextField
          label="Notes"
          name="notes"
          multiline
          value={form.notes}
          onChange={set('notes')}
          error={errors.notes}
        />
      </Stack>
    </form>
  );
}
