import { Button, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { Menu } from '../late-ui';
import type { SessionUser } from '../session-store';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { useLogout } from './use-logout';
import { SessionRoleBadge } from './user-menu-button';

export { SessionRoleBadge };

/** The user menu: username, role badge, Change Password and Logout. */
export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const { requestLogout, logout, unsent, cancel, pending } = useLogout();
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`User menu for ${user.username}`}
            maxW="48"
            loading={pending && unsent === null}
            loadingText="Signing out…"
          >
            <Text truncate>{user.username}</Text>
            <SessionRoleBadge userRole={user.role} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Signed in as {user.username}</Menu.ItemGroupLabel>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="change-password" onSelect={() => navigate('/change-password')}>
                Change Password
              </Menu.Item>
              <Menu.Item value="logout" onSelect={() => void requestLogout()}>
                Logout
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutConfirmDialog unsent={unsent} pending={pending} onCancel={cancel} onConfirm={() => void logout()} />
    </>
  );
}
