import { useState } from 'react';

/**
 * Open state for a dialog with its own trigger whose form starts blank each time: however it
 * closes (Cancel, ×, Escape, or after a save) what was typed is dropped, so reopening never shows
 * a half-filled or already-sent form. Spread the result on FormDialog.
 */
export function useBlankDialog(reset: () => void) {
  const [open, setOpen] = useState(false);
  return {
    open,
    onOpen: () => setOpen(true),
    onClose: () => {
      setOpen(false);
      reset();
    },
  };
}
