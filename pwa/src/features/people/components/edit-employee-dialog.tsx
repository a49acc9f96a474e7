import { Button, Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { EmployeeDto } from '../../../../../schema/api-types';
import { EMPLOYEE_ROLES } from '../../../../../schema/enums';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { FormDialog } from '../../../components/form-dialog';
import { roleLabel } from '../../../lib/format';
import { buildEmployeePatch, type EditFormValues, editValuesOf } from '../logic/employee-form';
import { httpErrorText } from '../logic/http-error';

/** Edit Information (spec §2, §5). Mounted only while open, so it starts from the current values. */
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<EditFormValues>) => setForm((f) => ({ ...f, ...patch }));
  // admin is a stored role: keep it selectable for the admin account, never offered to others.
  const roles = employee.role === 'admin' ? ['admin', ...EMPLOYEE_ROLES] : [...EMPLOYEE_ROLES];

  async function submit(e: FormEvent) {
    e.preventDefault();
    const built = buildEmployeePatch(form);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.patch(`/api/admin/employees/${employee.id}`, built.body);
      notify('Employee Updated', 'Employee information has been updated successfully.');
      onSaved();
      onClose();
    } catch (err) {
      notify('Error', httpErrorText(err), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit Employee Information"
      footer={
        <Button type="submit" form="edit-employee-form" colorPalette="blue" loading={pending} loadingText="Saving...">
          Save Changes
        </Button>
      }
    >
      <form id="edit-employee-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.name)}>
            <Field.Label>Full Name</Field.Label>
            <Input name="name" value={form.name} onChange={(e) => set({ name: e.target.value })} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>Email</Field.Label>
            <Input name="email" type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>Phone</Field.Label>
            <Input name="phone" type="tel" value={form.phone} onChange={(e) => set({ phone: e.target.value })} />
            <Field.ErrorText>{errors.phone}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.hireDate)}>
            <Field.Label>Hire Date</Field.Label>
            <Input
              name="hireDate"
              type="date"
              value={form.hireDate}
              onChange={(e) => set({ hireDate: e.target.value })}
            />
            <Field.ErrorText>{errors.hireDate}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="role" value={form.role} onChange={(e) => set({ role: e.target.value })}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {roleLabel(r)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
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
