// @vitest-environment jsdom

import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Checked, checkWith, useCheckedSubmit } from './form-check';
import { createQueryClient } from './query-client';

afterEach(cleanup);

/** A promise the test settles by hand, to look at the form while a request is in flight. */
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

/** The form's hook in front of a real mutation in a real QueryClient (the app's defaults). */
function renderForm(send: (body: string) => Promise<unknown>, check: () => Checked<string>, onError = vi.fn()) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const mutation = useMutation({ mutationFn: send, onError });
      return { mutation, form: useCheckedSubmit(mutation, check) };
    },
    { wrapper },
  );
}

describe('useCheckedSubmit', () => {
  it('shows the field messages and sends nothing when the check fails', () => {
    const send = vi.fn(async () => undefined);
    const { result } = renderForm(send, () => invalid);
    const preventDefault = vi.fn();
    act(() => result.current.form.submit({ preventDefault } as unknown as FormEvent));
    expect(preventDefault).toHaveBeenCalled();
    expect(result.current.form.errors).toEqual({ name: 'Name is required' });
    expect(result.current.mutation.isPending).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the messages, is pending while the request runs and sends once however often it is submitted', async () => {
    const request = deferred();
    const send = vi.fn((_body: string) => request.promise);
    let check: Checked<string> = invalid;
    const { result } = renderForm(send, () => check);
    act(() => result.current.form.submit());
    check = valid;

    act(() => {
      result.current.form.submit();
      result.current.form.submit(); // a second Enter before the re-render
    });
    expect(result.current.form.errors).toEqual({});
    await waitFor(() => expect(result.current.mutation.isPending).toBe(true));
    act(() => result.current.form.submit()); // and one after it
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('the body');

    await act(async () => request.resolve());
    await waitFor(() => expect(result.current.mutation.isPending).toBe(false));
    expect(result.current.mutation.isSuccess).toBe(true);
  });

  it("hands a failed request to the mutation's onError, ends pending and can send again", async () => {
    const onError = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    const { result } = renderForm(send, () => valid, onError);
    act(() => result.current.form.submit());
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('boom'));
    await waitFor(() => expect(result.current.mutation.isPending).toBe(false));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
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
