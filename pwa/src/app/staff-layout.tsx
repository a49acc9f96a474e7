import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { AdminNav } from './nav/admin-nav';
import { useSession } from './session-store';

/** Frame of every signed-in screen: the admin navigation with the user menu and the sync indicator. */
export function StaffLayout() {
  const user = useSession((s) => s.user);
  return (
    <Box minH="100vh">
      {user && <AdminNav user={user} />}
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
