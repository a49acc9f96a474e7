import { Badge, Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { loadWhenOnline } from '../../lib/load-when-online';
import { useIdle } from '../../lib/use-idle';
import { badgeLabel, type SessionUser } from '../session-store';
import { roleBadgePalette } from '../theme';

// Every way in (the idle moment, a hover, a focus) waits for a network rather than failing.
const loadMenu = () => loadWhenOnline(() => import('./user-menu'));
// The menu's popover machinery loads after the screen (a crew phone needs its route first)...
const UserMenu = lazy(() => loadMenu().then((m) => ({ default: m.UserMenu })));

export function SessionRoleBadge({ userRole }: { userRole: SessionUser['role'] }) {
  return (
    <Badge colorPalette={roleBadgePalette(userRole)} variant="solid" data-testid="role-badge">
      {badgeLabel(userRole)}
    </Badge>
  );
}

interface ButtonProps {
  user: SessionUser;
  onOpen?: () => void;
}

/** The menu's trigger as drawn before the menu code is there: the same button, already a button. */
export function UserButton({ user, onOpen }: ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`User menu for ${user.username}`}
      aria-haspopup="menu"
      maxW="48"
      onClick={onOpen}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    >
      <Text truncate>{user.username}</Text>
      <SessionRoleBadge userRole={user.role} />
    </Button>
  );
}

/**
 * ...but the user menu works from the first paint: a tap before the idle moment loads the menu at
 * once and opens it, instead of the old plain username that did nothing for about two seconds.
 */
export function UserMenuButton({ user }: { user: SessionUser }) {
  const idle = useIdle();
  const [asked, setAsked] = useState(false);
  const ask = () => setAsked(true);
  if (!idle && !asked) return <UserButton user={user} onOpen={ask} />;
  return (
    // A tap while the menu code is still loading (it started at the idle moment) opens it once loaded.
    <Suspense fallback={<UserButton user={user} onOpen={ask} />}>
      <UserMenu user={user} defaultOpen={asked} />
    </Suspense>
  );
}
