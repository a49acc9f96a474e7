import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { badgeLabel, useSession } from '../../app/session-store';
import { notify } from '../../app/toaster';

/** Stands in for the office dashboard until issue 6 lands: shows who is signed in and signs out. */
export default function DashboardPage() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();
  async function logout() {
    try {
      await api.post('/api/auth/logout');
      setUser(null);
      notify('Logged Out', 'You have been successfully logged out.');
      navigate('/login');
    } catch {
      notify('Error', 'Failed to logout. Please try again.', 'error');
    }
  }
  return (
    <Box p="6">
      <Stack gap="3">
        <Heading as="h1">Magnolia Bin Valet</Heading>
        <Text>
          Signed in as <strong>{user?.username}</strong> ({user ? badgeLabel(user.role) : ''})
        </Text>
        <Button alignSelf="start" onClick={logout}>
          Logout
        </Button>
      </Stack>
    </Box>
  );
}
