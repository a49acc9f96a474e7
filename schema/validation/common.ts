import * as v from 'valibot';

/** Years a stored date may name at all: anything outside is a typo or an attack, never a real record. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

/** yyyy-MM-dd that names a real calendar day (no 30 February, no year 0). */
export const isDateOnly = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const year = Number(s.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A real calendar day as yyyy-MM-dd, or an ISO 8601 timestamp whose date part is one. */
export const isDateOrTimestamp = (s: string): boolean => {
  if (isDateOnly(s)) return true;
  const m = TIMESTAMP.exec(s);
  return m !== null && isDateOnly(m[1] as string) && !Number.isNaN(new Date(s).getTime());
};

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** True when the date (or timestamp) lies within `years` of now, either way. */
export const withinYearsOfNow = (s: string, years: number, now = Date.now()): boolean => {
  const t = new Date(isDateOnly(s) ? `${s}T12:00:00Z` : s).getTime();
  return Math.abs(t - now) <= years * YEAR_MS;
};

/** Service dates (periods, signups) lie within this many years of today. */
export const SERVICE_DATE_YEARS = 10;

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
  v.check(isDateOrTimestamp, 'Dates must be real calendar dates (yyyy-MM-dd, years 1900 to 2200)'),
);

/** A service start or end date: a real date within 10 years of today. */
export const serviceDate = (label: string) =>
  v.pipe(
    isoDateOrTimestamp,
    v.check(
      (s) => withinYearsOfNow(s, SERVICE_DATE_YEARS),
      `${label} must be within ${SERVICE_DATE_YEARS} years of today`,
    ),
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

/** A service period's start or end as yyyy-MM-dd: a real date within 10 years of today. */
export const serviceDateOnly = (requiredMessage: string, label: string) =>
  v.pipe(
    dateOnly(requiredMessage),
    v.check(
      (s) => withinYearsOfNow(s, SERVICE_DATE_YEARS),
      `${label} must be within ${SERVICE_DATE_YEARS} years of today`,
    ),
  );
