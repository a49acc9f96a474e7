import { resetPasswordFormSchema } from '@bin-valet/schema';
import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { checkWith, useCheckedSubmit } from '../../../lib/form-check';

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
  // Nothing the office screens show changes (the hash and the session epoch are never read): no cache to touch.
  const reset = useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) =>
      api.post(`/api/admin/employees/${employeeId}/reset-password`, { newPassword }),
    onSuccess: () => {
      notify('Password Reset', `The password for ${name} has been reset.`);
      onClose();
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });
  const { errors, submit } = useCheckedSubmit(reset, () => checkWith(resetPasswordFormSchema, form));

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reset Password"
      submit={{
        form: 'reset-password-form',
        label: 'Reset Password',
        pending: reset.isPending,
        pendingLabel: 'Resetting...',
      }}
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
