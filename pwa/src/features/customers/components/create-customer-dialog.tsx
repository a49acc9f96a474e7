import type { CustomerCreateInput } from '@bin-valet/schema';
import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { FormDialog } from '../../../components/form-dialog';
import { useBlankDialog } from '../../../components/use-blank-dialog';
import { useCheckedSubmit } from '../../../lib/form-check';
import { invalidateTaskViews } from '../../../lib/query-client';
import { ADMIN_CREATE_DEFAULTS, type CustomerForm, toCreateBody } from '../logic/customer-form-logic';
import { CustomerFormFields } from './customer-form-fields';

/** 'Create New Customer': per-field errors, admin defaults, POST /api/signups. */
export function CreateCustomerDialog() {
  const queryClient = useQueryClient();
  const dialog = useBlankDialog(reset);
  const [form, setForm] = useState<CustomerForm>(ADMIN_CREATE_DEFAULTS);
  const create = useMutation({
    mutationFn: (body: CustomerCreateInput) => api.post('/api/signups', body),
    onSuccess: () => {
      notify('Customer Created', 'New customer has been added successfully.');
      dialog.onClose();
      // A new row in the customer lists; with a schedule it also brings jobs and tasks (route tables, next jobs).
      void invalidateTaskViews(queryClient);
    },
    onError: () => notify('Error', 'Failed to create customer. Please try again.', 'error'),
  });
  const { errors, setErrors, submit } = useCheckedSubmit(create, () => toCreateBody(form));

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
        pending: create.isPending,
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
