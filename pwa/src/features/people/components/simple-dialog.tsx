import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Toasts live outside every dialog: without this, closing a toast counts as a click outside and
 * dismisses the dialog the user is still working in.
 */
export const TOAST_LAYER = [() => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')];

/** The Chakra v3 dialog scaffolding the people screens repeat: title, body, footer, close button. */
export function SimpleDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  alert = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** A destructive confirmation: announced as an alert dialog. */
  alert?: boolean;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size={size}
      role={alert ? 'alertdialog' : 'dialog'}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      persistentElements={TOAST_LAYER}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
