// @vitest-environment jsdom

import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Checked, checkWith, useFormSubmit } from './use-form-submit';

afterEach(cleanup);

/** A promise the test settles by hand, to look at the hook while a request is in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const invalid: Checked<string> = { ok: false, errors: { name: 'Name is required' } };
const valid: Checked<string> = { ok: true, body: 'the body' };

describe('useFormSubmit', () => {
  it('shows the field messages and sends nothing when the check fails', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = renderHook(() => useFormSubmit({ validate: () => invalid, send, onError: vi.fn() }));
    const preventDefault = vi.fn();
    await act(() => result.current.submit({ preventDefault } as unknown as FormEvent));
    expect(preventDefault).toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    expect(result.current.pending).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the messages, is pending while the request runs and sends once however often it is submitted', async () => {
    const request = deferred();
    const send = vi.fn(() => request.promise);
    let check: Checked<string> = invalid;
    const { result } = renderHook(() => useFormSubmit({ validate: () => check, send, onError: vi.fn() }));
    await act(() => result.current.submit());
    check = valid;

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      void result.current.submit(); // a second Enter before the re-render
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit()); // and one after it
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('the body');

    await act(async () => {
      request.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);
  });

  it('hands a failed request to onError, ends pending and can send again', async () => {
    const onError = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useFormSubmit({ validate: () => valid, send, onError }));
    await act(() => result.current.submit());
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
    expect(result.current.pending).toBe(false);
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('checkWith', () => {
  const schema = v.object({
    name: v.pipe(v.string(), v.minLength(1, 'Name is required')),
    age: v.pipe(v.string(), v.transform(Number)),
  });

  it('gives the parsed body', () => {
    expect(checkWith(schema, { name: 'Ada', age: '36' })).toEqual({ ok: true, body: { name: 'Ada', age: 36 } });
  });

  it('gives one message per field', () => {
    expect(checkWith(schema, { name: '', age: '1' })).toEqual({ ok: false, errors: { name: 'Name is required' } });
  });
});
