import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { startSyncEngineNow } from '../sync/start';
import { AdminNav } from './nav/admin-nav';
import { useSession } from './session-store';

/** Frame of every signed-in screen: the admin navigation with the user menu and the sync indicator. */
export function StaffLayout() {
  const user = useSession((s) => s.user);
  // A session confirmed by the server on a device with no remembered user still gets its working set.
  useEffect(() => {
    if (user) startSyncEngineNow();
  }, [user]);
  return (
    <Box minH="100vh">
      {user && <AdminNav user={user} />}
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
}
