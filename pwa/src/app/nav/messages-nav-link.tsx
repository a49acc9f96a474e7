import type { UndeliveredCounts } from '@bin-valet/schema';
import { Badge, Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { api } from '../../api/client';

const REFRESH_MS = 60_000;

/**
 * The office's link to the undelivered-messages list, with the number of failed messages when there
 * are any. Read on every page change and every minute; a failed read just shows no count.
 */
export function MessagesNavLink({ pathname, vertical }: { pathname: string; vertical?: boolean }) {
  const [failed, setFailed] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every page change
  useEffect(() => {
    let live = true;
    const read = () =>
      api
        .get<UndeliveredCounts>('/api/messages/undelivered/count')
        .then((counts) => live && setFailed(counts.failed))
        .catch(() => undefined);
    void read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [pathname]);
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
