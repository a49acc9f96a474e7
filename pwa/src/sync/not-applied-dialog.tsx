import { Box, Button, CloseButton, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../app/late-ui';
import type { NoticeRow } from '../db/rows';
import { dismissAllNotices, dismissNotice } from './hooks';

/** The crew's refused changes with the server's reasons; each can be dismissed. */
export function NotAppliedDialog({ notices, onClose }: { notices: readonly NoticeRow[]; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
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
                  onClose();
                }}
              >
                Dismiss all
              </Button>
              <Button onClick={() => onClose()}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
