import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Closing a toast is a click outside the dialog; it must not also close the dialog (and lose the form)
 * the toast is about.
 */
function keepOpenForToasts(e: {
  target: EventTarget | null;
  detail?: { originalEvent?: Event };
  preventDefault: () => void;
}) {
  const target = e.detail?.originalEvent?.target ?? e.target;
  if (target instanceof Element && target.closest('[data-scope="toast"]')) e.preventDefault();
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons; a Cancel button is added before them. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'cover';
  role?: 'dialog' | 'alertdialog';
  cancelLabel?: string;
}

/** The frame every dialog of the customer screen shares: title, close button, body, Cancel + actions. */
export function FormDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role,
  cancelLabel = 'Cancel',
}: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      role={role}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onInteractOutside={keepOpenForToasts}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              {footer}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConfirmProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}

/** A destructive yes/no question (Delete Customer, Delete Service, delete jobs). */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, onConfirm, pending }: ConfirmProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      footer={
        <Button colorPalette="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      }
    >
      {children}
    </FormDialog>
  );
}
