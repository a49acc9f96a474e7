import type { CustomerNote } from '@bin-valet/schema';

/** Pinned notes first, then newest first (ties by id, newest first). */
export function orderNotes(notes: readonly CustomerNote[]): CustomerNote[] {
  return [...notes].sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
}

/** A new note must be non-empty after trimming. */
export function noteTextProblem(text: string): string | null {
  return text.trim() ? null : 'Note text is required';
}
