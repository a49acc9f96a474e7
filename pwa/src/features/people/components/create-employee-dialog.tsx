import { EMPLOYEE_ROLES, type EmployeeDto, employeeCreateSchema } from '@bin-valet/schema';
import { Button, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { SelectField, TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { optionsOf } from '../../../components/option-select';
import { PasswordField } from '../../../components/password-field';
import { useBlankDialog } from '../../../components/use-blank-dialog';
import { errorText } from '../../../lib/error-text';
import { checkWith, useCheckedSubmit } from '../../../lib/form-check';
import { roleLabel } from '../../../lib/labels';
import { employeeListsChanged } from '../hooks/employee-cache';

const EMPTY = { username: '', password: '', role: 'crew', name: '', email: '', phone: '' };

/** 'Add Employee' → 'Create New Employee', shared by Crew Management and Employee Management. */
export function CreateEmployeeDialog() {
  const queryClient = useQueryClient();
  const dialog = useBlankDialog(reset);
  const [form, setForm] = useState(EMPTY);
  const create = useMutation({
    mutationFn: (body: v.InferOutput<typeof employeeCreateSchema>) =>
      api.post<EmployeeDto>('/api/admin/employees', body),
    onSuccess: () => {
      notify('Employee Created', 'Employee has been created successfully.');
      dialog.onClose();
      void employeeListsChanged(queryClient);
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });
  const { errors, setErrors, submit } = useCheckedSubmit(create, () => checkWith(employeeCreateSchema, form));

  function reset() {
    setForm(EMPTY);
    setErrors({});
  }

  return (
    <FormDialog
      {...dialog}
      title="Create New Employee"
      trigger={<Button colorPalette="green">Add Employee</Button>}
      submit={{
        form: 'create-employee-form',
        label: 'Create Employee',
        pending: create.isPending,
        pendingLabel: 'Creating...',
      }}
    >
      <form id="create-employee-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label="Username"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            value={form.username}
            onChange={(username) => setForm({ ...form, username })}
            error={errors.username}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
            error={errors.password}
          />
          <TextField
            label="Full name (optional)"
            name="name"
            autoComplete="off"
            value={form.name}
            onChange={(name) => setForm({ ...form, name })}
            error={errors.name}
          />
          <TextField
            label="E-mail (optional)"
            name="email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(email) => setForm({ ...form, email })}
            error={errors.email}
          />
          <TextField
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="off"
            value={form.phone}
            onChange={(phone) => setForm({ ...form, phone })}
            error={errors.phone}
          />
          <SelectField
            label="Role"
            name="role"
            value={form.role}
            onChange={(role) => setForm({ ...form, role })}
            options={optionsOf(EMPLOYEE_ROLES, roleLabel)}
            error={errors.role}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
