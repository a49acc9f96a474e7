/** A crew note is added on a new line under what is there; it never replaces the office's text. */
export const appendNote = (existing: string | null, text: string) =>
  existing?.trim() ? `${existing}\n${text.trim()}` : text.trim();

/** One crew note is at most this long; a stop holds at most TASK_NOTES_MAX of them (one per line). */
export const TASK_NOTE_MAX_CHARS = 2000;
export const TASK_NOTES_MAX = 50;

const noteCount = (notes: string | null) => (notes?.trim() ? notes.trim().split('\n').length : 0);

/**
 * Why a note cannot be added to a stop's notes, or null: every phone downloads a task's notes, so they
 * stay small however often a note is sent. `kind` says whether the note itself or the stop is at fault.
 */
export function noteSizeRefusal(
  existing: string | null,
  text: string,
): { kind: 'too_long' | 'too_many'; message: string } | null {
  if (text.trim().length > TASK_NOTE_MAX_CHARS)
    return { kind: 'too_long', message: 'A note can be at most 2,000 characters' };
  if (noteCount(existing) + noteCount(text) > TASK_NOTES_MAX)
    return { kind: 'too_many', message: `This stop already has the most notes it can hold (${TASK_NOTES_MAX})` };
  return null;
}
