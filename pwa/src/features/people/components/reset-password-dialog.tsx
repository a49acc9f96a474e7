import { resetPasswordFormSchema } from '@bin-valet/schema';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { checkWith, useFormSubmit } from '../../../lib/use-form-submit';

/** Reset Password: new + confirm, both at least 6 characters, and matching. */
export function ResetPasswordDialog({
  employeeId,
  name,
  onClose,
}: {
  employeeId: number;
  name: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ newPassword: '', confirmPassword: '' });
  const { errors, pending, submit } = useFormSubmit({
    validate: () => checkWith(resetPasswordFormSchema, form),
    send: async ({ newPassword }) => {
      await api.post(`/api/admin/employees/${employeeId}/reset-password`, { newPassword });
      notify('Password Reset', `The password for ${name} has been reset.`);
      onClose();
    },
    onError: (err) => notify('Error', errorText(err, undefined, { withStatus: true }), 'error'),
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reset Password"
      submit={{ form: 'reset-password-form', label: 'Reset Password', pending, pendingLabel: 'Resetting...' }}
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text>Set a new password for {name}. Their other sessions end.</Text>
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={(newPassword) => setForm({ ...form, newPassword })}
            error={errors.newPassword}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(confirmPassword) => setForm({ ...form, confirmPassword })}
            error={errors.confirmPassword}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
