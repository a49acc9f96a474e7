import type { Role } from '@bin-valet/schema';
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, roleMatches, useSession } from './session-store';

/**
 * Route guard: skeletons while loading (unless the last signed-in user is known:
 * docs/decisions/0010-route-guard-remembered-user.md), /login when signed out, 'Access Denied'
 * on a role mismatch.
 */
export function RouteGuard({ role, children }: { role?: Role; children: ReactNode }) {
  const session = useSession();
  const { ensure } = session;
  // The store announces the session check's answer as an urgent update: the screen it lets in (the
  // staff frame, the crew's first cards) then renders as a deferred update, in slices a tap can come
  // between, instead of one long task on a slow phone.
  const { status, user } = useDeferredValue(session);
  const location = useLocation();
  useEffect(() => {
    void ensure();
  }, [ensure]);

  if ((status === 'idle' || status === 'loading') && !user) {
    return (
      <Stack p="6" gap="4" aria-busy="true" aria-label="Loading">
        <Skeleton height="40px" />
        <Skeleton height="200px" />
        <Skeleton height="120px" />
      </Stack>
    );
  }
  if (status === 'error' && !user) {
    return (
      <Box p="6" role="alert">
        <Heading size="md">Failed to fetch current user</Heading>
        <Text>Check your connection and reload the page.</Text>
      </Box>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  // A password the office chose is replaced first; the server itself keeps answering the account.
  if (user.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH)
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  if (role && !roleMatches(user.role, role)) {
    return (
      <Box p="8" textAlign="center">
        <Heading as="h1" size="xl" mb="2">
          Access Denied
        </Heading>
        <Text mb="2">You don't have permission to access this page.</Text>
        <Text color="fg.muted">
          Required role: {role} | Your role: {user.role}
        </Text>
      </Box>
    );
  }
  return <>{children}</>;
}
