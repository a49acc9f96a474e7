import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dismissAllNotices, dismissNotice, useNotices, useOnline, useOutboxCount, useSyncPhase } from './hooks';
import { type IndicatorTone, indicatorText, notAppliedText } from './sync-status';

const TONE_COLORS: Record<IndicatorTone, string> = {
  offline: 'orange',
  syncing: 'blue',
  saved: 'green',
  waiting: 'yellow',
  auth: 'red',
};

/**
 * The sync state on every staff screen (docs/architecture.md §4.8): "Offline · 3 changes waiting", "Syncing…",
 * "All changes saved", and "1 change not applied", which opens the refused changes with their reasons.
 */
export function SyncIndicator() {
  const online = useOnline();
  const phase = useSyncPhase();
  const waiting = useOutboxCount();
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const { text, tone } = indicatorText({ online, phase, waiting, notApplied: notices.length });

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
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Changes not applied</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {notices.length === 0 && <Text>Nothing left to review.</Text>}
                  {notices.map((n) => (
                    <HStack key={n.id} align="start" justify="space-between" borderWidth="1px" borderRadius="md" p="3">
                      <Box>
                        <Text fontWeight="semibold">{n.summary}</Text>
                        <Text color="fg.muted">{n.reason}</Text>
                      </Box>
                      <CloseButton
                        size="xs"
                        aria-label="Dismiss"
                        onClick={() => n.id !== undefined && void dismissNotice(n.id)}
                      />
                    </HStack>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  onClick={() => {
                    void dismissAllNotices();
                    setOpen(false);
                  }}
                >
                  Dismiss all
                </Button>
                <Button onClick={() => setOpen(false)}>Close</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}
