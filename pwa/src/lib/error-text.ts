import { ApiError } from '../api/client';

/** A server text worth showing: not an HTML error page, not a wall of text. */
const readable = (text: string) => text.length > 0 && !text.startsWith('<') && text.length < 300;

/**
 * The one way an error becomes the text a toast or an inline error shows (docs/architecture.md, office data):
 * the server's `{ message }` when it sent a readable one, else `fallback`, else the error's own message.
 * `withStatus` prefixes 'HTTP {status}: ' (the employee page's toasts).
 */
export function errorText(err: unknown, fallback?: string, options: { withStatus?: boolean } = {}): string {
  if (err instanceof ApiError) {
    const message = err.serverMessage;
    if (readable(message)) return options.withStatus ? `HTTP ${err.status}: ${message}` : message;
    if (fallback !== undefined) return fallback;
    return options.withStatus ? `HTTP ${err.status}: ${message}` : message;
  }
  if (fallback !== undefined) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return 'Please try again.';
}
