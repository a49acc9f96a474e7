import { loginSchema } from '@bin-valet/schema';
import { Button, Card, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, api } from '../../api/client';
import { landingFor, type SessionUser, useSession } from '../../app/session-store';
import { notify } from '../../app/toaster';
import { TextField } from '../../components/fields';
import { errorText } from '../../lib/error-text';
import { checkWith, type FieldErrors } from '../../lib/form-check';
import { localDataCleared, startSyncAfterSignIn } from '../../sync/session-hooks';

export default function LoginPage() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [form, setForm] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // A ref beside `pending`: Enter pressed twice before the re-render must still sign in once.
  const inFlight = useRef(false);

  // Not a mutation: this page is the crew's way in on a new phone and loads no data cache
  // (docs/decisions/0027-form-writes-as-mutations.md).
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    const checked = checkWith(loginSchema, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    inFlight.current = true;
    setPending(true);
    try {
      const { user, firstSignIn } = await api.post<{ user: SessionUser; firstSignIn?: boolean }>(
        '/api/auth/login',
        checked.body,
      );
      // The last sign-out's local data must be gone before this session's screens read the local tables.
      await localDataCleared();
      setUser(user);
      startSyncAfterSignIn();
      notify('Login Successful', `${firstSignIn ? 'Welcome' : 'Welcome back'}, ${user.username}!`);
      setTimeout(() => navigate(landingFor(user)), 100);
    } catch (err) {
      const message = errorText(err);
      if (message.includes('Invalid credentials')) notify('Error', 'Invalid username or password', 'error');
      else if (err instanceof ApiError && err.status === 429) notify('Error', message, 'error');
      else notify('Error', 'An error occurred during login. Please try again.', 'error');
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <Center as="main" minH="100vh" p="4" bg="bg.subtle">
      <Card.Root w="full" maxW="sm">
        <Card.Header>
          <Text textAlign="center" fontWeight="bold" color="green.700" fontSize="lg">
            Magnolia Bin Valet
          </Text>
          <Heading as="h1" size="xl" textAlign="center">
            Employee Login
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="4">
              <TextField
                label="Username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                value={form.username}
                onChange={(username) => setForm({ ...form, username })}
                error={errors.username}
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={form.password}
                onChange={(password) => setForm({ ...form, password })}
                error={errors.password}
              />
              <Button type="submit" colorPalette="green" loading={pending} loadingText="Signing in...">
                Sign In
              </Button>
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Link asChild fontSize="sm" color="green.700">
            <RouterLink to="/">Back to the home page</RouterLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
