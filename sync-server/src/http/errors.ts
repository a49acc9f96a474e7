import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal with the status and message a client sees (docs/architecture.md §7.2). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** SQLite constraint failures caused by input (a duplicate, a missing parent) are the client's, not a 500. */
function sqliteCode(err: unknown): string | undefined {
  // drizzle wraps driver errors (DrizzleQueryError) and keeps the driver's error as `cause`.
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return undefined;
}

function fromSqlite(err: unknown): HttpError | undefined {
  const code = sqliteCode(err);
  if (!code) return undefined;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return conflict('Already exists');
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return badRequest('Refers to a record that does not exist');
  if (code === 'SQLITE_FULL') {
    return new HttpError(507 as ContentfulStatusCode, 'The server is out of disk space. Nothing was saved.');
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) {
    return new HttpError(503, 'The server cannot write its data directory right now. Nothing was saved.');
  }
  if (code === 'SQLITE_BUSY') return new HttpError(503, 'The server is busy. Please try again.');
  return undefined;
}

export function errorResponse(err: unknown, c: Context) {
  const known = err instanceof HttpError ? err : fromSqlite(err);
  if (known) return c.json({ message: known.message }, known.status);
  const status = (err as { status?: unknown })?.status;
  // Hono's own HTTPException (e.g. body limit) carries a status and a response.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(
      { message: status === 413 ? 'Request body is too large' : 'Bad request' },
      status as ContentfulStatusCode,
    );
  }
  console.error('[server] unexpected error', c.req.method, c.req.path, err);
  return c.json({ message: 'Internal server error' }, 500);
}
