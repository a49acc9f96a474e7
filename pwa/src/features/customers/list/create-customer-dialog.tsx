import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { CustomerFormFields } from './customer-form-fields';
import { ADMIN_CREATE_DEFAULTS, type CustomerForm, toCreateBody } from './customer-form-logic';

/** 'Create New Customer' (spec §2, §3, §5, §8): per-field errors, admin defaults, POST /api/signups. */
export function CreateCustomerDialog({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CustomerForm>(ADMIN_CREATE_DEFAULTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest); // the field's error clears as soon as it is edited
  };
  const reset = () => {
    setForm(ADMIN_CREATE_DEFAULTS);
    setErrors({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = toCreateBody(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setPending(true);
    try {
      await api.post('/api/signups', result.body);
      notify('Customer Created', 'New customer has been added successfully.');
      setOpen(false);
      reset();
      onCreated();
    } catch {
      notify('Error', 'Failed to create customer. Please try again.', 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      size="lg"
      scrollBehavior="inside"
      open={open}
      onOpenChange={(d) => {
        setOpen(d.open);
        if (!d.open) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="green">Create New Customer</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps header, scrolling body and footer as the dialog's own flex children */}
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Create New Customer</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <CustomerFormFields form={form} errors={errors} set={set} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="green" loading={pending} loadingText="Creating...">
                  Create Customer
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
