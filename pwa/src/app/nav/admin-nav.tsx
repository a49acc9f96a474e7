import {
  Badge,
  Box,
  Button,
  Link as ChakraLink,
  Flex,
  HStack,
  IconButton,
  Stack,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SyncIndicator } from '../../sync/sync-indicator';
import { homeFor, type SessionUser } from '../session-store';
import { useHeaderHeightVar } from './header-height';
import { MessagesNavLink } from './messages-nav-link';
import { isLinkActive, type NavLinkDef, navLinksFor } from './nav-links';
import { PAGE_BAR_ID } from './page-bar';
import { usePendingRequests } from './use-pending-requests';
import { usePendingTimeOff } from './use-pending-time-off';
import { UserMenuButton } from './user-menu-button';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

const isOffice = (user: SessionUser) =>
  user.role === 'admin' || user.role === 'manager' || user.role === 'customer_service';

function NavItems({
  links,
  pathname,
  vertical,
  user,
  pending,
  timeOff,
}: {
  links: readonly NavLinkDef[];
  pathname: string;
  vertical?: boolean;
  user: SessionUser;
  /** Collection requests waiting for the office. */
  pending: number;
  /** Time-off requests waiting for a manager. */
  timeOff: number;
}) {
  return (
    <>
      {links.map((link) => {
        const active = isLinkActive(link, pathname);
        // The dashboard is where collection requests are answered, People where time off is: each counts its waiting ones.
        const count = link.to === '/admin' ? pending : link.to === '/people' ? timeOff : 0;
        const what = link.to === '/admin' ? 'pending collection request' : 'time-off request';
        const describedBy = `pending-${link.to === '/admin' ? 'requests' : 'time-off'}-${vertical ? 'menu' : 'bar'}`;
        return (
          <Fragment key={link.to}>
            <Button
              asChild
              size="sm"
              variant={active ? 'subtle' : 'ghost'}
              colorPalette={active ? 'green' : 'gray'}
              justifyContent={vertical ? 'flex-start' : 'center'}
            >
              <NavLink
                to={link.to}
                aria-current={active ? 'page' : undefined}
                aria-describedby={count > 0 ? describedBy : undefined}
              >
                {link.label}
                {/* The link keeps its name; the count is its description. */}
                {count > 0 && (
                  <Badge
                    colorPalette="orange"
                    variant="solid"
                    size="sm"
                    aria-hidden
                    data-testid={link.to === '/admin' ? 'pending-requests-count' : 'pending-time-off-count'}
                  >
                    {count}
                  </Badge>
                )}
              </NavLink>
            </Button>
            {count > 0 && (
              <VisuallyHidden id={describedBy}>
                {count} {what}
                {count === 1 ? '' : 's'}
                {link.to === '/people' ? ' waiting' : ''}
              </VisuallyHidden>
            )}
          </Fragment>
        );
      })}
      {isOffice(user) && <MessagesNavLink pathname={pathname} vertical={vertical} />}
    </>
  );
}

/** Admin navigation: a bar on desktop, a collapsible menu on phones. */
export function AdminNav({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const links = navLinksFor(user.role);
  const pending = usePendingRequests(pathname, isOffice(user));
  const timeOff = usePendingTimeOff(pathname, user.role === 'manager' || user.role === 'admin');
  // A tap on a link in the phone menu navigates; the menu should not stay over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every path change
  useEffect(() => setOpen(false), [pathname]);
  const header = useRef<HTMLElement>(null);
  useHeaderHeightVar(header);

  return (
    <Box ref={header} as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      {/* Room for a two-line sync badge from the start: the bar must not grow when a long status wraps. */}
      <Flex
        as="nav"
        aria-label="Main"
        align="center"
        gap="2"
        px={{ base: '3', md: '6' }}
        py="2"
        minH="14"
        maxW="7xl"
        mx="auto"
      >
        <ChakraLink
          asChild
          fontWeight="bold"
          color="green.700"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="short"
          minW="0"
          flexShrink={1}
        >
          <Link to={homeFor(user.role)}>Magnolia Bin Valet</Link>
        </ChakraLink>
        <HStack gap="1" ml="4" hideBelow="md">
          <NavItems links={links} pathname={pathname} user={user} pending={pending} timeOff={timeOff} />
        </HStack>
        {/* On a phone the sync state may wrap onto two lines; it must never widen the page. */}
        <HStack gap="2" ml="auto" minW="0" flexShrink={1}>
          <SyncIndicator />
          <Box hideBelow="md">
            <UserMenuButton user={user} />
          </Box>
          <IconButton
            hideFrom="md"
            flexShrink={0}
            variant="ghost"
            size="sm"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen(!open)}
          >
            <MenuIcon open={open} />
          </IconButton>
        </HStack>
      </Flex>
      {/* A screen's own sticky controls (see usePageBar): they stay on screen, and toasts drop below them. */}
      <Box id={PAGE_BAR_ID} maxW="7xl" mx="auto" />
      {open && (
        <Stack id="mobile-nav" hideFrom="md" px="3" pb="3" gap="1" borderTopWidth="1px" pt="2">
          <NavItems links={links} pathname={pathname} vertical user={user} pending={pending} timeOff={timeOff} />
          <Box pt="1">
            <UserMenuButton user={user} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
