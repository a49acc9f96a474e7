import { ApiError } from '../api/client';

/** A server text worth showing: not an HTML error page, not a wall of text. */
const readable = (text: string) => text.length > 0 && !text.startsWith('<') && text.length < 300;

/** The server's one-word answers, as the sentence a person reads. */
const SENTENCES: Record<string, string> = {
  Forbidden: "You don't have permission to do that.",
  'Authentication required': 'Your session has ended. Please sign in again.',
};

/**
 * The one way an error becomes the text a toast or an inline error shows (docs/architecture.md, office data):
 * the server's `{ message }` when it sent a readable one (a bare 'Forbidden' as a sentence), else `fallback`,
 * else the error's own message.
 */
export function errorText(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    const message = err.serverMessage;
    if (readable(message)) return SENTENCES[message] ?? message;
    if (fallback !== undefined) return fallback;
    return message;
  }
  if (fallback !== undefined) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return 'Please try again.';
}
