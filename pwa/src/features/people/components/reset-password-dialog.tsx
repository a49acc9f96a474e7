import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { resetPasswordFormSchema } from '../../../../../schema/validation/auth';
import { fieldErrors } from '../../../../../schema/validation/common';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { FormDialog } from '../../../components/form-dialog';
import { httpErrorText } from '../logic/http-error';

/** Reset Password (spec §2, §5): new + confirm, both at least 6 characters, and matching. */
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(resetPasswordFormSchema, form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.post(`/api/admin/employees/${employeeId}/reset-password`, { newPassword: parsed.output.newPassword });
      notify('Password Reset', `The password for ${name} has been reset.`);
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
      title="Reset Password"
      footer={
        <Button
          type="submit"
          form="reset-password-form"
          colorPalette="blue"
          loading={pending}
          loadingText="Resetting..."
        >
          Reset Password
        </Button>
      }
    >
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text>Set a new password for {name}. Their other sessions end.</Text>
          <Field.Root invalid={Boolean(errors.newPassword)}>
            <Field.Label>New Password</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={form.newPassword}
              onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
            />
            <Field.ErrorText>{errors.newPassword}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>Confirm Password</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
            />
            <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </form>
    </FormDialog>
  );
}
