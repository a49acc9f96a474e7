import * as v from 'valibot';

/** yyyy-MM-dd that names a real calendar day. */
export const isDateOnly = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const dateOnly = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check(isDateOnly, 'Dates must be written as yyyy-MM-dd'),
  );

/** A date-only or full ISO timestamp; the office sends both for service start and end. */
export const isoDateOrTimestamp = v.pipe(
  v.string('Dates must be ISO 8601 strings'),
  v.maxLength(40, 'Dates must be ISO 8601 strings'),
  v.check((s) => !Number.isNaN(new Date(s).getTime()), 'Dates must be ISO 8601 strings'),
);

export const requiredText = (message: string, max = 2000) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`));

export const optionalText = (max = 5000) =>
  v.nullish(v.pipe(v.string('Must be text'), v.maxLength(max, `Must be at most ${max} characters`)));

export const intInRange = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const positiveId = (message = 'Must be a positive whole number') =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(Number.MAX_SAFE_INTEGER, message));

/** First failing message of a valibot result, for `{ message }` errors and form summaries. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Invalid input';
}

/** Per-field messages (first per field) for forms. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
