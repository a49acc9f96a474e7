import { Button, CloseButton, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog } from '../app/late-ui';
import { useLastOpen } from '../lib/last-open';

/**
 * Toasts live outside every dialog: without this, closing a toast counts as a click outside and
 * dismisses the dialog (and the form) the toast is about. `persistentElements` is the dialog's own
 * option for this: the toast layer keeps its pointer events and never triggers a dismiss.
 */
// With no toast on screen there is no group: an element standing in for it, because the dialog waits
// 1 s for a missing one and then throws an unhandled 'Timeout of 1000ms exceeded' into the console.
const noToastGroup = typeof document === 'undefined' ? null : document.createElement('div');
const TOAST_LAYER = [
  () => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]') ?? noToastGroup,
];

/** The footer button that submits the body's form: the footer sits outside the <form>, so it names it. */
interface SubmitButton {
  /** The id of the <form> in the body. */
  form: string;
  label: string;
  pending?: boolean;
  /** Shown on the button while `pending`. */
  pendingLabel?: string;
  colorPalette?: 'blue' | 'green';
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons; the Cancel button is added before them. */
  footer?: ReactNode;
  /** The form's submit button, after the actions. */
  submit?: SubmitButton;
  /** The Cancel button's text; `false` leaves it out (and the footer with it when there are no actions). */
  cancelLabel?: string | false;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  /** A button that opens the dialog; it gets the trigger's ARIA state and focus comes back to it on close. */
  trigger?: ReactNode;
  /** Called when `trigger` is pressed. */
  onOpen?: () => void;
}

/** The one dialog frame of the app: title, close button, scrolling body, Cancel + actions. */
export function FormDialog({ open, onClose, size = 'md', role = 'dialog', trigger, onOpen, ...shown }: Props) {
  // Its content as last open: the opener closes it by clearing what it shows.
  const { title, children, footer, submit, cancelLabel = 'Cancel' } = useLastOpen(open, shown);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? onOpen?.() : onClose())}
      size={size}
      role={role}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      persistentElements={TOAST_LAYER}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {(cancelLabel !== false || footer || submit) && (
              <Dialog.Footer flexWrap="wrap">
                {cancelLabel !== false && (
                  <Button variant="outline" onClick={onClose}>
                    {cancelLabel}
                  </Button>
                )}
                {footer}
                {submit && (
                  <Button
                    type="submit"
                    form={submit.form}
                    colorPalette={submit.colorPalette ?? 'green'}
                    loading={submit.pending}
                    loadingText={submit.pendingLabel}
                  >
                    {submit.label}
                  </Button>
                )}
              </Dialog.Footer>
            )}
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
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  size?: Props['size'];
}

/** A destructive yes/no question (Delete Customer, Delete Employee, delete jobs). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending,
  pendingLabel,
  size,
}: ConfirmProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size={size}
      footer={
        <Button colorPalette="red" onClick={onConfirm} loading={pending} loadingText={pendingLabel}>
          {confirmLabel}
        </Button>
      }
    >
      {children}
    </FormDialog>
  );
}
