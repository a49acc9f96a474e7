import { expect } from 'vitest';
import type { TestApp } from '../test-support';
import type { RawBody } from './bad-input-arbitraries';

/** Sending one bad request and checking the promise: no 5xx, a 4xx is `{ message }` and wrote nothing. */

export const ORIGIN = 'http://localhost:3000';

export interface Caller {
  label: 'admin' | 'anonymous';
  id: number;
  cookie?: string;
}

export interface Answer {
  status: number;
  text: string;
  contentType: string;
  setCookie: string | null;
}

export async function send(t: TestApp, method: string, path: string, caller: Caller, raw?: RawBody | FormData) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (caller.cookie) headers.cookie = caller.cookie;
  let body: NonNullable<RequestInit['body']> | undefined;
  if (raw instanceof FormData) body = raw;
  else if (raw) {
    if (raw.contentType !== undefined) headers['content-type'] = raw.contentType;
    body = raw.text;
  }
  const res = await t.app.request(`${ORIGIN}${path}`, { method, headers, body });
  const answer: Answer = {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get('content-type') ?? '',
    setCookie: res.headers.get('set-cookie'),
  };
  return answer;
}

/** Database fingerprint: the stamped version, and every row SQLite changed on this connection. */
export function fingerprint(t: TestApp) {
  const changes = (t.store.sqlite.prepare('select total_changes() as n').get() as { n: number }).n;
  return { version: t.store.currentVersion(), changes };
}

/** The property itself; `what` names the request in the failure message fast-check reports. */
export function expectSafe(
  answer: Answer,
  before: ReturnType<typeof fingerprint>,
  after: ReturnType<typeof fingerprint>,
) {
  const what = `${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.contentType, what).toContain('application/json');
  const parsed = JSON.parse(answer.text) as { message?: unknown };
  expect(typeof parsed.message, what).toBe('string');
  expect((parsed.message as string).length, what).toBeGreaterThan(0);
  expect(after, `a ${answer.status} wrote to the database: ${what}`).toEqual(before);
}
