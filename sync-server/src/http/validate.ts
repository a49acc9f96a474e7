import type { Context } from 'hono';
import * as v from 'valibot';
import { firstIssueMessage } from '../../../schema';
import { badRequest } from './errors';

/** Reads a JSON body and validates it; bad JSON or a failing rule is a 400 with the spec's message. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) throw badRequest('Content-Type must be application/json');
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
  if (!result.success) throw badRequest(firstIssueMessage(result.issues));
  return result.output;
}

/** A numeric route parameter; anything else is a 404 (no such record), never a crash. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw badRequest(`Invalid ${name}`);
  return id;
}
