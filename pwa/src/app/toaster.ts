import { TOAST_DURATION_MS } from '@bin-valet/schema';
import { createToaster } from '@chakra-ui/react';

/**
 * One toast at a time, 5 s each, F8 moves focus to the region; dismissed toasts leave at once
 * (docs/decisions/0003-where-the-spec-was-open.md).
 */
/**
 * On a phone toasts drop from the top, over the sticky header and the screen's bar in it: at the
 * bottom they sat on the next card's buttons for 5 s.
 */
const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches === true;

export const toaster = createToaster({
  placement: isPhone() ? 'top' : 'bottom-end',
  ...(isPhone() ? { offsets: '0.25rem' } : {}),
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export const notify = (title: string, description?: string, type: ToastKind = 'success') =>
  toaster.create({ title, description, type, closable: true });
