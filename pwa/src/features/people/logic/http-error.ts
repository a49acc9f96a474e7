import { ApiError } from '../../../api/client';

/**
 * 'HTTP {status}: {body text}' for the employee page's destructive toasts (docs/architecture.md §7.2). The body's
 * `{ message }` is shown rather than raw JSON; a non-JSON body is shown as it came.
 */
export function httpErrorText(err: unknown): string {
  if (err instanceof ApiError) return `HTTP ${err.status}: ${err.serverMessage}`;
  return err instanceof Error ? err.message : String(err);
}

/** The server's message, for the toasts where the spec says "with the server message". */
export function serverMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  return err instanceof Error ? err.message : String(err);
}
