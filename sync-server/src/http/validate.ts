import { firstIssueMessage } from '@bin-valet/schema';
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './errors';

/**
 * Exactly `application/json`, with at most a charset: a cross-site form may send `text/plain; x=application/json`
 * without a preflight, so a looser match would let another site write through a signed-in browser.
 */
const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?[A-Za-z0-9._-]+"?\s*)?$/i;

export const isJsonType = (type: string | undefined) => JSON_TYPE.test((type ?? '').trim());

/** Reads a JSON body and validates it; bad JSON or a failing rule is a 400 with the spec's message. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  if (!isJsonType(c.req.header('content-type'))) throw badRequest('Content-Type must be application/json');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Request body must be a JSON object');
  return parseOr400(schema, body);
}

export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest(firstIssueMessage(missingKeyIssues(schema, input, result.issues)));
  return result.output;
}

/**
 * valibot reports an absent key as 'Invalid key: Expected "x"...' instead of the field's own message
 * ('Start date is required'). Re-checking with the absent top-level keys present as undefined makes
 * the field schema speak, so a missing field gets the spec's message.
 */
function missingKeyIssues(schema: v.GenericSchema, input: unknown, issues: readonly v.BaseIssue<unknown>[]) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return issues;
  const missing = issues
    .filter((i) => i.kind === 'schema' && i.type === 'object' && i.input === undefined && i.path?.length === 1)
    .map((i) => i.path?.[0]?.key)
    .filter((k): k is string => typeof k === 'string' && !(k in input));
  if (missing.length === 0) return issues;
  const filled: Record<string, unknown> = { ...input };
  for (const key of missing) filled[key] = undefined;
  const retry = v.safeParse(schema, filled);
  return retry.success ? issues : retry.issues;
}

/** A numeric route parameter; anything else is a 404 (no such record), never a crash. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw badRequest(`Invalid ${name}`);
  return id;
}
