import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  /** Number of unsent changes; the dialog is open while this is set. */
  count: number | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a sign-out that would throw away changes still waiting to sync. */
export function LogoutConfirmDialog({ count, pending, onCancel, onConfirm }: Props) {
  const changes = count === 1 ? '1 change has' : `${count ?? 0} changes have`;
  return (
    <Dialog.Root open={count !== null} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog">
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
