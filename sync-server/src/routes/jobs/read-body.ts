import type { Context } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../http/validate';

type Entries = Record<string, v.GenericSchema>;

/** The object entries of a schema, or of the object that starts its pipe. */
function entriesOf(schema: v.GenericSchema): Entries | undefined {
  if ('entries' in schema) return schema.entries as Entries;
  const first = 'pipe' in schema ? (schema.pipe as unknown[])[0] : undefined;
  if (first && typeof first === 'object' && 'entries' in first) return first.entries as Entries;
  return undefined;
}

/**
 * valibot reports a missing key with a generic "Invalid key" message instead of the field's own
 * message ('Start date is required'). Giving every absent key an explicit `undefined` first makes the
 * field schema run, so the client sees the spec's text.
 */
export function withFieldMessages<S extends v.GenericSchema>(schema: S) {
  const entries = entriesOf(schema) ?? {};
  return v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
      const filled: Record<string, unknown> = { ...input };
      for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
      return filled;
    }),
    schema,
  );
}

const wrapped = new WeakMap<v.GenericSchema, v.GenericSchema>();

/** readJson with the field messages above (each wrapped schema built once). */
export function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let w = wrapped.get(schema);
  if (!w) {
    w = withFieldMessages(schema);
    wrapped.set(schema, w);
  }
  return readJson(c, w) as Promise<v.InferOutput<S>>;
}
