// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastOpen } from './last-open';

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
