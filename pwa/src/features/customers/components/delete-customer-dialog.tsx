import type { Customer } from '@bin-valet/schema';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/form-dialog';

interface Props {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}

/** Delete Customer confirmation: DELETE /api/signups/:id, then back to /admin. */
export function DeleteCustomerDialog({ open, customer, onClose }: Props) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await api.delete(`/api/signups/${customer.id}`);
      notify('Customer Deleted', `${customer.name} has been deleted.`);
      navigate('/admin');
    } catch {
      notify('Error', 'Failed to delete customer. Please try again.', 'error');
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Delete Customer"
      confirmLabel="Delete Customer"
      onConfirm={() => void remove()}
      pending={pending}
    >
      <Text>
        Are you sure you want to delete {customer.name}? This permanently removes the customer with their service
        schedules, jobs, tasks, crew assignments, notes and payments. This action cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
