import type { SyncTable } from '@bin-valet/schema';
import { QueryCache, QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { api, isAuthError } from '../api/client';

const MINUTE = 60_000;

/** A key's last part may be an object: its entries become the query string. */
type SearchPart = Record<string, string | number | boolean | null | undefined>;

/**
 * The address a query key names: its parts joined by slashes (['api', 'customers', 12] → /api/customers/12),
 * each part encoded, and a trailing object turned into the query string.
 */
export function keyToPath(key: QueryKey): string {
  const parts = [...key];
  const last = parts.at(-1);
  let search = '';
  if (last !== null && typeof last === 'object' && !Array.isArray(last)) {
    parts.pop();
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(last as SearchPart)) {
      if (value !== undefined && value !== null) params.set(name, String(value));
    }
    const query = params.toString();
    if (query) search = `?${query}`;
  }
  for (const part of parts) {
    if (typeof part !== 'string' && typeof part !== 'number') {
      throw new TypeError(`Query key part ${JSON.stringify(part)} is not a path segment`);
    }
  }
  return `/${parts.map((p) => encodeURIComponent(String(p))).join('/')}${search}`;
}

/** The default query: GET the key's address; a non-OK answer (401 included) throws the client's ApiError. */
export const defaultQueryFn = ({ queryKey, signal }: QueryFunctionContext): Promise<unknown> =>
  api.get<unknown>(keyToPath(queryKey), signal);

/** Crew tasks are retried up to 3 times; a 401 never is (docs/architecture.md, office data). */
export const crewTasksRetry = (failureCount: number, error: unknown): boolean =>
  !isAuthError(error) && failureCount < 3;

export const CREW_TASKS_KEY = ['api', 'crew', 'tasks'] as const;
export const TASK_BULK_KEYS = [
  ['api', 'jobs', 'tasks', 'bulk'],
  ['api', 'tasks', 'assignments', 'bulk'],
  ['api', 'tasks', 'photos', 'bulk'],
] as const;

/**
 * The office's data-fetching rules as QueryClient defaults: no retries (crew tasks aside), no refetch on focus,
 * reconnect or interval, data never stale, unused data kept 5 minutes; task bulk queries fresh 5 and kept 15.
 * `onAuthError` runs when any query meets a 401 (the session check then sends the screen to sign-in).
 */
export function createQueryClient(onAuthError: () => void = () => {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isAuthError(error)) onAuthError();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * MINUTE,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults(CREW_TASKS_KEY, { retry: crewTasksRetry });
  for (const key of TASK_BULK_KEYS) client.setQueryDefaults(key, { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE });
  return client;
}

/**
 * Every office view built from jobs and tasks: route tables and stats, a customer's jobs, next jobs, an
 * employee's assignments and performance, bulk task lookups.
 */
const TASK_VIEWS: readonly QueryKey[] = [
  ['api', 'crew'],
  ['api', 'signups'],
  ['api', 'customers'],
  ['api', 'admin'],
  ['api', 'jobs'],
  ['api', 'tasks'],
];

const invalidateAll = (client: QueryClient, keys: readonly QueryKey[]): Promise<void> =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);

/** After a write to jobs or tasks: every view built from them asks again when next shown. */
export const invalidateTaskViews = (client: QueryClient): Promise<void> => invalidateAll(client, TASK_VIEWS);

/** The office views built from each replicated table. */
const VIEWS_OF_TABLE: Record<SyncTable, readonly QueryKey[]> = {
  customers: [
    ['api', 'signups'],
    ['api', 'customers'],
    ['api', 'admin', 'customers'],
    ['api', 'crew'],
  ],
  employees: [
    ['api', 'admin', 'employees'],
    ['api', 'crew'],
  ],
  jobs: TASK_VIEWS,
  tasks: TASK_VIEWS,
  taskAssignments: TASK_VIEWS,
  jobAssignments: TASK_VIEWS,
  routeOrders: [['api', 'crew']],
};

/**
 * After a sync pull stored changes (a crew completion, another office's edit): the office views built from
 * those tables ask again, each once, so a screen read through this cache agrees with the screens read from
 * the local replica without a reload. Only shown views refetch; the rest are marked stale.
 */
export function invalidateForPulledTables(client: QueryClient, tables: readonly SyncTable[]): Promise<void> {
  const keys = new Map(tables.flatMap((t) => VIEWS_OF_TABLE[t] ?? []).map((k) => [JSON.stringify(k), k]));
  return invalidateAll(client, [...keys.values()]);
}
