import { useRef } from 'react';

/**
 * `value` as it was when `open` was last true. A dialog's opener usually closes it by clearing what it
 * shows (the task, the stop, the unsent count): read through this, the dialog keeps its content for its
 * closing animation instead of going blank.
 */
export function useLastOpen<T>(open: boolean, value: T): T {
  const last = useRef(value);
  if (open) last.current = value;
  return last.current;
}
