import type { TimeOff } from '@bin-valet/schema';
import { Button, Center, Flex, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../api/client';
import { notify } from '../../app/toaster';
import { errorText } from '../../lib/error-text';
import type { TimeOffBody } from '../../lib/time-off';
import { ConfirmDialog, FormDialog } from '../form-dialog';
import { TimeOffForm } from './time-off-form';
import { TimeOffTable } from './time-off-table';

type FormState = { mode: 'create' } | { mode: 'edit'; row: TimeOff } | null;

/**
 * The time off dialog: a manager sees every action; an employee on their own profile
 * only lists and requests. A non-manager's request waits as pending (the server decides the status).
 */
export function TimeOffDialog({
  employeeId,
  title,
  canManage,
  requests,
  startWithForm = false,
  onClose,
  onChanged,
}: {
  employeeId: number;
  title: string;
  canManage: boolean;
  requests: UseQueryResult<TimeOff[]>;
  startWithForm?: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [form, setForm] = useState<FormState>(startWithForm ? { mode: 'create' } : null);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  const rows = requests.data ?? [];

  async function save(body: TimeOffBody) {
    setPending(true);
    try {
      if (form?.mode === 'edit') {
        await api.patch(`/api/admin/employees/time-off/${form.row.id}`, body);
        notify('Time off request updated', 'Your changes have been saved.');
      } else {
        await api.post(`/api/admin/employees/${employeeId}/time-off`, body);
        notify('Time off request submitted', 'Your request has been submitted for approval.');
      }
      setForm(null);
      onChanged();
    } catch (err) {
      notify('Error', errorText(err), 'error');
    } finally {
      setPending(false);
    }
  }

  async function setStatus(row: TimeOff, status: 'approved' | 'denied') {
    try {
      await api.patch(`/api/admin/employees/time-off/${row.id}`, { status });
      notify('Status updated successfully');
      onChanged();
    } catch (err) {
      notify('Error', errorText(err), 'error');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await api.delete(`/api/admin/employees/time-off/${deleting.id}`);
      notify('Time off record deleted successfully');
      onChanged();
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      notify('Failed to delete record', `Delete failed: ${status}`, 'error');
    } finally {
      setDeleting(null);
    }
  }

  return (
    <FormDialog open onClose={onClose} title={title} size="xl" cancelLabel={false}>
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text color="fg.muted">{rows.length} total requests</Text>
          {!form && rows.length > 0 && (
            <Button size="sm" colorPalette="green" onClick={() => setForm({ mode: 'create' })}>
              New Request
            </Button>
          )}
        </Flex>
        {form && (
          <TimeOffForm
            key={form.mode === 'edit' ? form.row.id : 'new'}
            existing={form.mode === 'edit' ? form.row : undefined}
            pending={pending}
            onSubmit={(body) => void save(body)}
            onCancel={() => setForm(null)}
          />
        )}
        {requests.isError ? (
          <Text role="alert" color="red.700">
            Failed to fetch time off
          </Text>
        ) : rows.length === 0 ? (
          <Center py="6">
            <Stack align="center" gap="2">
              <Text>No time off requests found</Text>
              {!form && (
                <Button size="sm" colorPalette="green" onClick={() => setForm({ mode: 'create' })}>
                  Create First Request
                </Button>
              )}
            </Stack>
          </Center>
        ) : (
          <TimeOffTable
            rows={rows}
            actions={
              canManage
                ? {
                    setStatus: (r, s) => void setStatus(r, s),
                    edit: (row) => setForm({ mode: 'edit', row }),
                    remove: setDeleting,
                  }
                : undefined
            }
          />
        )}
      </Stack>
      {deleting && (
        <ConfirmDialog
          open
          size="sm"
          onClose={() => setDeleting(null)}
          title="Delete Time Off Request"
          confirmLabel="Delete"
          onConfirm={() => void confirmDelete()}
        >
          <Text>Are you sure you want to delete this time off request? This action cannot be undone.</Text>
        </ConfirmDialog>
      )}
    </FormDialog>
  );
}
