import { AUTH_MSG, changePasswordFormSchema } from '@bin-valet/schema';
import { Box, Button, Card, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { homeFor, useSession } from '../../app/session-store';
import { notify } from '../../app/toaster';
import { PasswordField } from '../../components/password-field';
import { errorText } from '../../lib/error-text';
import { checkWith, useCheckedSubmit } from '../../lib/form-check';

type Form = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Form = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server's answer mapped to the message the user sees (docs/architecture.md §7.2). */
export function changePasswordErrorMessage(err: unknown): string {
  const message = errorText(err);
  if (message.includes(AUTH_MSG.currentIncorrect)) return AUTH_MSG.currentIncorrect;
  if (message.includes('must be at least 6 characters')) return AUTH_MSG.newMin;
  return 'An error occurred while changing your password. Please try again.';
}

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const home = user ? homeFor(user.role) : '/admin';
  // Sent here at first sign-in: there is nothing to go back to until the password is the owner's.
  const forced = user?.mustChangePassword === true;
  const [form, setForm] = useState<Form>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  // Nothing in the data cache shows a password: the change only needs its answer.
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: Form) =>
      api.post('/api/auth/change-password', { currentPassword, newPassword }),
    onSuccess: () => {
      notify('Password Updated', 'Your password has been changed successfully.');
      if (user) setUser({ ...user, mustChangePassword: false });
      navigate(home);
    },
    onError: (err) => notify('Error', changePasswordErrorMessage(err), 'error'),
  });
  const { errors, setErrors, submit } = useCheckedSubmit(change, () => checkWith(changePasswordFormSchema, form));

  // After the first attempt, messages follow the typing so a fixed field clears at once.
  const update = (key: keyof Form) => (value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) {
      const checked = checkWith(changePasswordFormSchema, next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  return (
    <Box px="4" py="6" maxW="md" mx="auto">
      {!forced && (
        <ChakraLink asChild color="green.700" mb="4" display="inline-block">
          <Link to={home}>← Back to Dashboard</Link>
        </ChakraLink>
      )}
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            Change Password
          </Heading>
          <Text color="fg.muted">
            Signed in as <strong>{user?.username}</strong>
          </Text>
          {forced && (
            <Text role="status" mt="2">
              Your password was set by the office. Choose your own password before you start: type the one you were
              given as the current password.
            </Text>
          )}
        </Card.Header>
        <Card.Body>
          <form
            onSubmit={(e) => {
              setSubmitted(true);
              submit(e);
            }}
            noValidate
          >
            <Stack gap="4">
              <PasswordField
                name="currentPassword"
                label="Current Password"
                autoComplete="current-password"
                value={form.currentPassword}
                error={errors.currentPassword}
                onChange={update('currentPassword')}
              />
              <PasswordField
                name="newPassword"
                label="New Password"
                autoComplete="new-password"
                value={form.newPassword}
                error={errors.newPassword}
                onChange={update('newPassword')}
              />
              <PasswordField
                name="confirmPassword"
                label="Confirm New Password"
                autoComplete="new-password"
                value={form.confirmPassword}
                error={errors.confirmPassword}
                onChange={update('confirmPassword')}
              />
              <HStack gap="3" justify="flex-end" wrap="wrap">
                {!forced && (
                  <Button variant="outline" onClick={() => navigate(home)}>
                    Cancel
                  </Button>
                )}
                <Button type="submit" colorPalette="green" loading={change.isPending} loadingText="Updating...">
                  Update Password
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
