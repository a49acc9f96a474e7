import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { httpErrorText } from '../logic/http-error';
import { SimpleDialog } from './simple-dialog';

/** Delete Employee (spec §2): lists what goes, then returns to /user-management. */
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
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await api.delete(`/api/admin/employees/${employeeId}`);
      notify('Employee Deleted', `${name} has been permanently deleted.`);
      onClose();
      navigate('/user-management');
    } catch (err) {
      notify('Error', httpErrorText(err), 'error');
      setPending(false);
    }
  }

  return (
    <SimpleDialog
      open
      alert
      onClose={onClose}
      title="Delete Employee"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={confirm} loading={pending} loadingText="Deleting...">
            Delete Employee
          </Button>
        </>
      }
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
    </SimpleDialog>
  );
}
