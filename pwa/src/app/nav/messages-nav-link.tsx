import type { UndeliveredCounts } from '@bin-valet/schema';
import { Badge, Button } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { api } from '../../api/client';
import { useNavCount } from './use-nav-count';

const readFailed = () => api.get<UndeliveredCounts>('/api/messages/undelivered/count').then((c) => c.failed);

/**
 * The office's link to the undelivered-messages list, with the number of failed messages when there
 * are any. Read on every page change and every minute; a failed read just shows no count.
 */
export function MessagesNavLink({ pathname, vertical }: { pathname: string; vertical?: boolean }) {
  const failed = useNavCount(readFailed, pathname);
  const active = pathname === '/messages';
  return (
    <Button
      asChild
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'green' : 'gray'}
      justifyContent={vertical ? 'flex-start' : 'center'}
    >
      <NavLink
        to="/messages"
        aria-current={active ? 'page' : undefined}
        aria-label={failed > 0 ? `Messages, ${failed} failed` : 'Messages'}
      >
        Messages
        {failed > 0 && (
          <Badge colorPalette="red" variant="solid" size="sm" data-testid="failed-messages-count">
            {failed}
          </Badge>
        )}
      </NavLink>
    </Button>
  );
}
