import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { FormDialog } from '../../../components/form-dialog';
import { useBlankDialog } from '../../../components/use-blank-dialog';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { ADMIN_CREATE_DEFAULTS, type CustomerForm, toCreateBody } from '../logic/customer-form-logic';
import { CustomerFormFields } from './customer-form-fields';

/** 'Create New Customer': per-field errors, admin defaults, POST /api/signups. */
export function CreateCustomerDialog({ onCreated }: { onCreated: () => void }) {
  const dialog = useBlankDialog(reset);
  const [form, setForm] = useState<CustomerForm>(ADMIN_CREATE_DEFAULTS);
  const { errors, setErrors, pending, submit } = useFormSubmit({
    validate: () => toCreateBody(form),
    send: async (body) => {
      await api.post('/api/signups', body);
      notify('Customer Created', 'New customer has been added successfully.');
      dialog.onClose();
      onCreated();
    },
    onError: () => notify('Error', 'Failed to create customer. Please try again.', 'error'),
  });

  const set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest); // the field's error clears as soon as it is edited
  };
  function reset() {
    setForm(ADMIN_CREATE_DEFAULTS);
    setErrors({});
  }

  return (
    <FormDialog
      {...dialog}
      title="Create New Customer"
      size="lg"
      trigger={<Button colorPalette="green">Create New Customer</Button>}
      submit={{
        form: 'create-customer-form',
        label: 'Create Customer',
        pending,
        pendingLabel: 'Creating...',
        colorPalette: 'green',
      }}
    >
      <form id="create-customer-form" onSubmit={submit} noValidate>
        <CustomerFormFields form={form} errors={errors} set={set} />
      </form>
    </FormDialog>
  );
}
