/** A crew note is added on a new line under what is there; it never replaces the office's text. */
export const appendNote = (existing: string | null, text: string) =>
  existing?.trim() ? `${existing}\n${text.trim()}` : text.trim();
