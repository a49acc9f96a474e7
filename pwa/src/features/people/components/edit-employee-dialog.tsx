import { EMPLOYEE_ROLES, type EmployeeDto } from '@bin-valet/schema';
import { Checkbox, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { optionsOf, SelectField, TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { roleLabel } from '../../../lib/labels';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { buildEmployeePatch, type EditFormValues, editValuesOf } from '../logic/employee-form';

/** Edit Information. Mounted only while open, so it starts from the current values. */
export function EditEmployeeDialog({
  employee,
  onClose,
  onSaved,
}: {
  employee: EmployeeDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<EditFormValues>(() => editValuesOf(employee));
  const set = (patch: Partial<EditFormValues>) => setForm((f) => ({ ...f, ...patch }));
  // admin is a stored role: keep it selectable for the admin account, never offered to others.
  const roles = employee.role === 'admin' ? ['admin', ...EMPLOYEE_ROLES] : [...EMPLOYEE_ROLES];

  const { errors, pending, submit } = useFormSubmit({
    validate: () => buildEmployeePatch(form),
    send: async (body) => {
      await api.patch(`/api/admin/employees/${employee.id}`, body);
      notify('Employee Updated', 'Employee information has been updated successfully.');
      onSaved();
      onClose();
    },
    onError: (err) => notify('Error', errorText(err, undefined, { withStatus: true }), 'error'),
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit Employee Information"
      submit={{ form: 'edit-employee-form', label: 'Save Changes', pending, pendingLabel: 'Saving...' }}
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
          <SelectField
            label="Role"
            name="role"
            value={form.role}
            onChange={(role) => set({ role })}
            options={optionsOf(roles, roleLabel)}
          />
          <Checkbox.Root checked={form.isActive} onCheckedChange={(d) => set({ isActive: d.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Active employee</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </form>
    </FormDialog>
  );
}
