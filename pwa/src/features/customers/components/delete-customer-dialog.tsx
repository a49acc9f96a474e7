import type { Customer } from '@bin-valet/schema';
import { Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/form-dialog';

const OFFICE_VIEWS = [
  ['api', 'signups'],
  ['api', 'customers'],
  ['api', 'jobs'],
  ['api', 'tasks'],
  ['api', 'crew'],
  ['api', 'admin'],
];

interface Props {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}

/** Delete Customer confirmation: DELETE /api/signups/:id, then back to /admin. */
export function DeleteCustomerDialog({ open, customer, onClose }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/signups/${customer.id}`),
    onSuccess: () => {
      notify('Customer Deleted', `${customer.name} has been deleted.`);
      // Everything made from the customer is gone; marked stale only, so this page does not ask for it again.
      for (const queryKey of OFFICE_VIEWS) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      navigate('/admin');
    },
    onError: () => notify('Error', 'Failed to delete customer. Please try again.', 'error'),
  });

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Delete Customer"
      confirmLabel="Delete Customer"
      onConfirm={() => remove.mutate()}
      pending={remove.isPending || remove.isSuccess}
    >
      <Text>
        Are you sure you want to delete {customer.name}? This permanently removes the customer with their service
        schedules, jobs, tasks, crew assignments, notes and payments. This action cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
