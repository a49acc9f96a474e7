import { List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { invalidateTaskViews } from '../../../lib/query-client';

/** Delete Employee: lists what goes, then returns to /people. */
export function DeleteEmployeeDialog({
  employeeId,
  name,
  onClose,
}: {
  employeeId: number;
  name: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/admin/employees/${employeeId}`),
    onSuccess: () => {
      notify('Employee Deleted', `${name} has been permanently deleted.`);
      onClose();
      navigate('/people');
      // Their page is gone; the lists and every task view that named them as crew ask again.
      queryClient.removeQueries({ queryKey: ['api', 'admin', 'employees', employeeId] });
      void invalidateTaskViews(queryClient);
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Delete Employee"
      confirmLabel="Delete Employee"
      onConfirm={() => !remove.isPending && remove.mutate()}
      pending={remove.isPending}
      pendingLabel="Deleting..."
    >
      <Stack gap="3">
        <Text>
          Are you sure you want to permanently delete <strong>{name}</strong>? This will permanently remove:
        </Text>
        <List.Root ps="5">
          <List.Item>Their account and login access</List.Item>
          <List.Item>All job assignment history</List.Item>
          <List.Item>Personal information and records</List.Item>
        </List.Root>
        <Text fontWeight="semibold" color="red.700">
          This action cannot be undone.
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
