import { TOAST_DURATION_MS } from '@bin-valet/schema';
import { createToaster } from '@chakra-ui/react';
import { HEADER_HEIGHT_VAR } from './nav/header-height';

const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches === true;

/**
 * The toast store. One toast at a time, 5 s each, F8 moves focus to the region; dismissed toasts leave at
 * once (docs/decisions/0003-where-the-spec-was-open.md). On a phone toasts drop from the top, just below
 * the sticky header (its height is kept in a CSS variable): over it they hid the menu and the screen's
 * search for 5 s; at the bottom they sat on the buttons a thumb reaches for next.
 */
export const toaster = createToaster({
  placement: isPhone() ? 'top' : 'bottom-end',
  ...(isPhone()
    ? {
        offsets: {
          top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.25rem)`,
          left: '0.25rem',
          right: '0.25rem',
          bottom: '0.25rem',
        },
      }
    : {}),
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
