import { fieldErrors } from '@bin-valet/schema';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** A form's check: the request body, or the first message of each invalid field. */
export type Checked<B> = { ok: true; body: B } | { ok: false; errors: FieldErrors };

/** A valibot schema as a form check, messages keyed by field (dot path) like the server's. */
export function checkWith<S extends v.GenericSchema>(schema: S, value: unknown): Checked<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? { ok: true, body: parsed.output } : { ok: false, errors: fieldErrors(parsed.issues) };
}

/**
 * A form in front of its mutation (docs/decisions/0027-form-writes-as-mutations.md): on submit the form is
 * checked, each field's message is shown under it (or cleared), and a valid body goes to the mutation.
 * The request, its pending state, success and error are the mutation's own.
 */
export function useCheckedSubmit<D, E, B, C>(mutation: UseMutationResult<D, E, B, C>, check: () => Checked<B>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // A ref beside `isPending`: Enter pressed twice before the re-render must still send once.
  const inFlight = useRef(false);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (inFlight.current || mutation.isPending) return;
    const result = check();
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    inFlight.current = true;
    // The mutation's own onError reports a failure; this promise only says when it settled.
    mutation
      .mutateAsync(result.body)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
      });
  }

  return { errors, setErrors, submit };
}
