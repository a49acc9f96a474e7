import { EMPLOYEE_ROLES, type EmployeeDto } from '@bin-valet/schema';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useSession } from '../../../app/session-store';
import { notify } from '../../../app/toaster';
import { SelectField, TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { optionsOf } from '../../../components/option-select';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { roleLabel } from '../../../lib/labels';
import { employeeSaved } from '../hooks/employee-cache';
import { buildEmployeePatch, type EditFormValues, type EmployeePatchBody, editValuesOf } from '../logic/employee-form';

/**
 * Edit Information. Mounted only while open, so it starts from the current values. On one's own account
 * the role and the Active box are not offered; only an admin grants or removes Admin.
 */
export function EditEmployeeDialog({
  employee,
  own,
  onClose,
}: {
  employee: EmployeeDto;
  own: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EditFormValues>(() => editValuesOf(employee));
  const set = (patch: Partial<EditFormValues>) => setForm((f) => ({ ...f, ...patch }));
  const viewerIsAdmin = useSession((s) => s.user?.role) === 'admin';
  const roles = viewerIsAdmin || employee.role === 'admin' ? ['admin', ...EMPLOYEE_ROLES] : [...EMPLOYEE_ROLES];
  // The server's rules, told before saving: one's own role is fixed, and an admin's is the admins' to change.
  const roleFixed = own
    ? 'You cannot change your own role.'
    : employee.role === 'admin' && !viewerIsAdmin
      ? 'Only an admin can change an admin account.'
      : null;

  const save = useMutation({
    mutationFn: (body: EmployeePatchBody) => api.patch<EmployeeDto>(`/api/admin/employees/${employee.id}`, body),
    onSuccess: (updated) => {
      notify('Employee Updated', 'Employee information has been updated successfully.');
      void employeeSaved(queryClient, updated);
      onClose();
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });
  const { errors, submit } = useCheckedSubmit(save, () => buildEmployeePatch(form));

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit Employee Information"
      submit={{ form: 'edit-employee-form', label: 'Save Changes', pending: save.isPending, pendingLabel: 'Saving...' }}
    >
      <form id="edit-employee-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label="Full Name"
            name="name"
            value={form.name}
            onChange={(name) => set({ name })}
            error={errors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={form.email}
            onChange={(email) => set({ email })}
            error={errors.email}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            value={form.phone}
            onChange={(phone) => set({ phone })}
            error={errors.phone}
          />
          <TextField
            label="Hire Date"
            name="hireDate"
            type="date"
            value={form.hireDate}
            onChange={(hireDate) => set({ hireDate })}
            error={errors.hireDate}
          />
          {roleFixed ? (
            <Stack gap="1" data-testid="role-fixed">
              <Text fontWeight="medium" fontSize="sm">
                Role: {roleLabel(employee.role)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {roleFixed}
              </Text>
            </Stack>
          ) : (
            <SelectField
              label="Role"
              name="role"
              value={form.role}
              onChange={(role) => set({ role })}
              options={optionsOf(roles, roleLabel)}
            />
          )}
          {!own && (
            <Checkbox.Root
              checked={form.isActive}
              onCheckedChange={(d) => set({ isActive: d.checked === true })}
              minH="11"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Active employee</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      </form>
    </FormDialog>
  );
}
