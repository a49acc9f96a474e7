import { Badge, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { badgeLabel, type SessionUser } from '../session-store';
import { roleBadgePalette } from '../theme';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { useLogout } from './use-logout';

export function SessionRoleBadge({ userRole }: { userRole: SessionUser['role'] }) {
  return (
    <Badge colorPalette={roleBadgePalette(userRole)} variant="solid" data-testid="role-badge">
      {badgeLabel(userRole)}
    </Badge>
  );
}

/** The user menu: username, role badge, Change Password and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const { requestLogout, logout, unsent, cancel, pending } = useLogout();
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={`User menu for ${user.username}`} maxW="48">
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
