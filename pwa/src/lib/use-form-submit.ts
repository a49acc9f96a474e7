import { fieldErrors } from '@bin-valet/schema';
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

interface Options<B> {
  /** Checks the form as it is now; runs on every submit. */
  validate: () => Checked<B>;
  /** The request and what follows its success (toast, close, reload). */
  send: (body: B) => Promise<unknown>;
  /** A failed `send`; the form keeps what was typed so the user can retry. */
  onError: (err: unknown) => void;
}

/**
 * The submit flow the app's forms share: check, show the field messages or clear them, then send
 * with the button in its loading state until the request settles either way.
 */
export function useFormSubmit<B>({ validate, send, onError }: Options<B>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // A ref, not `pending`: Enter pressed twice before the re-render must still send once.
  const inFlight = useRef(false);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (inFlight.current) return;
    const result = validate();
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setPending(true);
    try {
      await send(result.body);
    } catch (err) {
      onError(err);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return { errors, setErrors, pending, submit };
}
