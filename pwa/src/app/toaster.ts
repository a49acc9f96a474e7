import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '../../../schema/constants';

/**
 * One toast at a time, 5 s each, F8 moves focus to the region; dismissed toasts leave at once
 * (docs/decisions/0003-where-the-spec-was-open.md).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export const notify = (title: string, description?: string, type: ToastKind = 'success') =>
  toaster.create({ title, description, type, closable: true });
