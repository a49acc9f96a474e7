import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import {
  CREW_TASKS_KEY,
  createQueryClient,
  crewTasksRetry,
  invalidateForPulledTables,
  keyToPath,
} from './query-client';

// A real HTTP server on loopback answers the default query; the browser's relative URLs are sent to it.
let server: Server;
let origin = '';
let hits: string[] = [];
let answer: (req: IncomingMessage) => { status: number; body: unknown } = () => ({ status: 200, body: {} });
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const { status, body } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = [];
  answer = () => ({ status: 200, body: {} });
});

describe('keyToPath', () => {
  it('joins the key parts with slashes', () => {
    expect(keyToPath(['api', 'customers', 12])).toBe('/api/customers/12');
    expect(keyToPath(['api', 'admin', 'employees', 'active'])).toBe('/api/admin/employees/active');
  });
  it('encodes each part and turns a trailing object into the query string', () => {
    expect(keyToPath(['api', 'track', 'a/b c'])).toBe('/api/track/a%2Fb%20c');
    expect(keyToPath(['api', 'crew', 'tasks', { startDate: '2026-11-23', endDate: '2026-11-29', x: undefined }])).toBe(
      '/api/crew/tasks?startDate=2026-11-23&endDate=2026-11-29',
    );
    expect(keyToPath(['api', 'collection-requests', {}])).toBe('/api/collection-requests');
  });
  it('refuses a part that is not a path segment', () => {
    expect(() => keyToPath(['api', ['nested']])).toThrow(TypeError);
  });
});

describe('the default query function', () => {
  it('GETs the key as a path and answers the JSON body', async () => {
    answer = () => ({ status: 200, body: { id: 12, name: 'Ada' } });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['api', 'customers', 12] })).resolves.toEqual({ id: 12, name: 'Ada' });
    expect(hits).toEqual(['/api/customers/12']);
  });

  it('throws the ApiError of a 401 and tells the session', async () => {
    answer = () => ({ status: 401, body: { message: 'Authentication required' } });
    const onAuthError = vi.fn();
    const client = createQueryClient(onAuthError);
    const failure = await client.fetchQuery({ queryKey: ['api', 'signups'] }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).serverMessage).toBe('Authentication required');
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });
});

describe('the QueryClient defaults', () => {
  it('never retries, never refetches on focus, reconnect or interval; data never stale, kept 5 minutes', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q?.retry).toBe(false);
    expect(q?.refetchOnWindowFocus).toBe(false);
    expect(q?.refetchOnReconnect).toBe(false);
    expect(q?.refetchInterval).toBe(false);
    expect(q?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(q?.gcTime).toBe(5 * 60_000);
  });

  it('keeps task bulk queries fresh 5 minutes and cached 15', () => {
    const client = createQueryClient();
    for (const key of [
      ['api', 'jobs', 'tasks', 'bulk', 7],
      ['api', 'tasks', 'assignments', 'bulk', 7],
    ]) {
      const o = client.getQueryDefaults(key);
      expect(o.staleTime).toBe(5 * 60_000);
      expect(o.gcTime).toBe(15 * 60_000);
    }
    expect(client.getQueryDefaults(['api', 'customers']).staleTime).toBeUndefined();
  });

  it('retries crew tasks up to 3 times, never on a 401', () => {
    const server500 = new ApiError(500, '', 'Internal Server Error');
    const auth = new ApiError(401, '{"message":"Authentication required"}', 'Unauthorized');
    expect(crewTasksRetry(0, server500)).toBe(true);
    expect(crewTasksRetry(2, server500)).toBe(true);
    expect(crewTasksRetry(3, server500)).toBe(false);
    expect(crewTasksRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(crewTasksRetry(0, auth)).toBe(false);
  });

  it('asks a failing crew-tasks address 4 times in all, a 401 once, any other address once', async () => {
    const client = createQueryClient();
    const crewKey = [...CREW_TASKS_KEY, { startDate: '2026-11-23', endDate: '2026-11-23' }];
    answer = () => ({ status: 500, body: { message: 'Failed to fetch crew tasks' } });
    await expect(client.fetchQuery({ queryKey: crewKey, retryDelay: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(hits).toHaveLength(4);

    hits = [];
    answer = () => ({ status: 401, body: { message: 'Authentication required' } });
    await expect(
      client.fetchQuery({ queryKey: [...CREW_TASKS_KEY, { startDate: '2026-11-24' }], retryDelay: 0 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(hits).toHaveLength(1);

    hits = [];
    answer = () => ({ status: 500, body: { message: 'boom' } });
    await expect(client.fetchQuery({ queryKey: ['api', 'signups'], retryDelay: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(hits).toHaveLength(1);
  });
});

describe('views refreshed after a sync pull', () => {
  const KEYS = {
    routeTasks: ['api', 'crew', 'route-tasks', { startDate: '2026-11-23' }],
    customerJobs: ['api', 'signups', 12, 'jobs', 'views'],
    employees: ['api', 'admin', 'employees'],
    messages: ['api', 'messages'],
  } as const;
  const stale = (client: ReturnType<typeof createQueryClient>) =>
    Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  const filled = () => {
    const client = createQueryClient();
    for (const key of Object.values(KEYS)) client.setQueryData(key, []);
    return client;
  };

  it('a pulled task (a crew completion) refreshes route tables, customer pages and staff job counts, not messages', async () => {
    const client = filled();
    await invalidateForPulledTables(client, ['tasks']);
    expect(stale(client)).toEqual(['customerJobs', 'employees', 'routeTasks']);
  });

  it('pulled employees refresh the staff list; a pull of nothing refreshes nothing', async () => {
    const client = filled();
    await invalidateForPulledTables(client, []);
    expect(stale(client)).toEqual([]);
    await invalidateForPulledTables(client, ['employees']);
    expect(stale(client)).toEqual(['employees', 'routeTasks']);
  });
});
