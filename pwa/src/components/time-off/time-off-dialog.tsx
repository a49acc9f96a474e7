import type { TimeOff } from '@bin-valet/schema';
import { Button, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../api/client';
import { notify } from '../../app/toaster';
import { errorText } from '../../lib/error-text';
import { announceTimeOffChanged } from '../../lib/office-events';
import type { TimeOffBody } from '../../lib/time-off';
import { ConfirmDialog, FormDialog } from '../form-dialog';
import { ApproveTimeOffDialog } from './approve-time-off-dialog';
import { TimeOffForm } from './time-off-form';
import { TimeOffTable } from './time-off-table';

type FormState = { mode: 'create' } | { mode: 'edit'; row: TimeOff } | null;

const EMPLOYEES = ['api', 'admin', 'employees'];

/**
 * The time off dialog: a manager sees every action; an employee on their own profile
 * only lists and requests. A non-manager's request waits as pending (the server decides the status).
 */
export function TimeOffDialog({
  employeeId,
  employeeName = 'This employee',
  title,
  canManage,
  requests,
  startWithForm = false,
  onClose,
}: {
  employeeId: number;
  /** Who the requests are of, for the approval's sentence ("Casey has 6 stops assigned Dec 18–21"). */
  employeeName?: string;
  title: string;
  canManage: boolean;
  requests: UseQueryResult<TimeOff[]>;
  startWithForm?: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(startWithForm ? { mode: 'create' } : null);
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  const [approving, setApproving] = useState<TimeOff | null>(null);
  const rows = requests.data ?? [];
  // Time off changes this employee's list and who is away on a date (the Assign Crew dialog's warnings).
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: [...EMPLOYEES, employeeId, 'time-off'] });
    void queryClient.invalidateQueries({ queryKey: [...EMPLOYEES, 'conflicts-for-date'] });
  };

  const save = useMutation({
    // Answers whether it was an edit, for the toast.
    mutationFn: (body: TimeOffBody) => {
      const row = form?.mode === 'edit' ? form.row : null;
      const sent = row
        ? api.patch(`/api/admin/employees/time-off/${row.id}`, body)
        : api.post(`/api/admin/employees/${employeeId}/time-off`, body);
      return sent.then(() => row !== null);
    },
    onSuccess: (edited) => {
      if (edited) notify('Time off request updated', 'Your changes have been saved.');
      else notify('Time off request submitted', 'Your request has been submitted for approval.');
      setForm(null);
      changed();
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });

  // Approving goes through ApproveTimeOffDialog (it offers to free the person's stops); denying is one step.
  const deny = useMutation({
    mutationFn: (row: TimeOff) => api.patch(`/api/admin/employees/time-off/${row.id}`, { status: 'denied' }),
    onSuccess: () => {
      notify(`${employeeName}: time off denied`);
      changed();
      announceTimeOffChanged();
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });

  const remove = useMutation({
    mutationFn: (row: TimeOff) => api.delete(`/api/admin/employees/time-off/${row.id}`),
    onSuccess: () => {
      notify('Time off record deleted successfully');
      changed();
    },
    onError: (err) => {
      const status = err instanceof ApiError ? err.status : 0;
      notify('Failed to delete record', `Delete failed: ${status}`, 'error');
    },
    onSettled: () => setDeleting(null),
  });

  return (
    <FormDialog open onClose={onClose} title={title} size="xl" cancelLabel={false}>
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text color="fg.muted">
            {rows.length} {rows.length === 1 ? 'request' : 'requests'} in all
          </Text>
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
            save={save}
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
                    setStatus: (row, status) =>
                      status === 'approved' ? setApproving(row) : !deny.isPending && deny.mutate(row),
                    edit: (row) => setForm({ mode: 'edit', row }),
                    remove: setDeleting,
                  }
                : undefined
            }
          />
        )}
      </Stack>
      {approving && (
        <ApproveTimeOffDialog
          request={{ ...approving, name: employeeName }}
          onClose={() => setApproving(null)}
          onApproved={changed}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          size="sm"
          onClose={() => setDeleting(null)}
          title="Delete Time Off Request"
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => !remove.isPending && remove.mutate(deleting)}
        >
          <Text>Are you sure you want to delete this time off request? This action cannot be undone.</Text>
        </ConfirmDialog>
      )}
    </FormDialog>
  );
}
