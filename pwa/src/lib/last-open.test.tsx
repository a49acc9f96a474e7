// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLastOpen } from './last-open';

// Unmounted after each test: a hook left mounted keeps its frame timers running after jsdom is gone.
afterEach(cleanup);

describe('useLastOpen', () => {
  it('follows the value while open and keeps the last one once closed, until opened again', () => {
    const { result, rerender } = renderHook(({ open, value }) => useLastOpen(open, value), {
      initialProps: { open: true, value: 'stop 12' as string | null },
    });
    expect(result.current).toBe('stop 12');
    rerender({ open: true, value: 'stop 13' });
    expect(result.current).toBe('stop 13');
    rerender({ open: false, value: null });
    expect(result.current).toBe('stop 13');
    rerender({ open: true, value: 'stop 20' });
    expect(result.current).toBe('stop 20');
  });
});
