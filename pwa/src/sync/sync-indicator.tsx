import { Badge, Button, HStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadWhenOnline } from '../lib/load-when-online';
import {
  useFirstDay,
  useInitialPull,
  useNotices,
  useOnline,
  useOutboxCount,
  useOutboxWatch,
  useSyncPhase,
  useWaitingPhotoCount,
} from './hooks';

// The list of refused changes opens on a tap; Chakra's dialog machinery loads then, not before the route.
const NotAppliedDialog = lazy(() =>
  loadWhenOnline(() => import('./not-applied-dialog')).then((m) => ({ default: m.NotAppliedDialog })),
);

import { type IndicatorTone, indicatorText, notAppliedText } from './sync-status';

const TONE_COLORS: Record<IndicatorTone, string> = {
  offline: 'orange',
  syncing: 'blue',
  saved: 'green',
  waiting: 'yellow',
  auth: 'red',
};

/**
 * The sync state on every staff screen (docs/architecture.md §4.8): "Offline · 3 changes, 1 photo waiting", "Syncing…",
 * "All changes saved", and "1 change not applied", which opens the refused changes with their reasons.
 */
export function SyncIndicator() {
  const online = useOnline();
  const phase = useSyncPhase();
  useOutboxWatch();
  const waiting = useOutboxCount();
  const photos = useWaitingPhotoCount();
  const notices = useNotices();
  const initialPull = useInitialPull();
  const firstDay = useFirstDay();
  const [open, setOpen] = useState(false);
  const filling = initialPull ? (firstDay ? 'rest' : 'route') : undefined;
  const { text, tone } = indicatorText({ online, phase, waiting, photos, notApplied: notices.length, filling });

  return (
    <HStack gap="2" data-testid="sync-indicator" aria-live="polite" minW="0" wrap="wrap" justify="flex-end">
      {tone === 'auth' ? (
        <Button asChild size="xs" colorPalette="red" variant="subtle">
          <Link to="/login">{text}</Link>
        </Button>
      ) : (
        <Badge
          colorPalette={TONE_COLORS[tone]}
          variant="subtle"
          size="md"
          data-tone={tone}
          whiteSpace="normal"
          textAlign="center"
          justifyContent="center"
          // One width for "Syncing…" and "All changes saved": the header's controls must not move
          // each time a sync round starts and ends (a layout shift on every round).
          minW="9.5rem"
          maxW={{ base: '9.5rem', md: 'none' }}
        >
          {text}
        </Badge>
      )}
      {notices.length > 0 && (
        <Button size="xs" colorPalette="red" variant="solid" onClick={() => setOpen(true)}>
          {notAppliedText(notices.length)}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotAppliedDialog notices={notices} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </HStack>
  );
}
