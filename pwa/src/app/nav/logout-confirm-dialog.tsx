import { Button, Portal, Text } from '@chakra-ui/react';
import { useLastOpen } from '../../lib/last-open';
import type { Unsent } from '../../sync/session-hooks';
import { Dialog } from '../late-ui';

interface Props {
  /** What has not been sent; the dialog is open while this is set. */
  unsent: Unsent | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a sign-out that would throw away changes or photos still waiting to sync. */
/** '1 change has', '2 photos have', '1 change and 2 photos have'. */
export function unsentWords({ changes, photos }: Unsent): string {
  const parts = [
    changes ? `${changes} ${changes === 1 ? 'change' : 'changes'}` : '',
    photos ? `${photos} ${photos === 1 ? 'photo' : 'photos'}` : '',
  ].filter(Boolean);
  const many = parts.length > 1 || changes > 1 || photos > 1;
  return `${parts.join(' and ') || '0 changes'} ${many || parts.length === 0 ? 'have' : 'has'}`;
}

export function LogoutConfirmDialog({ unsent, pending, onCancel, onConfirm }: Props) {
  const shown = useLastOpen(unsent !== null, unsent);
  const changes = shown ? unsentWords(shown) : '';
  return (
    <Dialog.Root open={unsent !== null} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Log out with unsent changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {changes} not been sent to the server yet and will be lost if you log out now. Stay signed in and
                reconnect to send them.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={pending}>
                Log Out Anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
