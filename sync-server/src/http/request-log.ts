import { logger } from 'hono/logger';

/** A tracking path segment after /track/ (plain or URL-encoded inside a query): the token. */
const TRACKING_TOKEN = /(\/track\/|%2Ftrack%2F)[^/?&#%\s]+/gi;

/** A tracking token is a customer's password to their page: it never reaches the log. */
export const redactLogLine = (line: string) => line.replace(TRACKING_TOKEN, '$1[redacted]');

/** hono's request log, with tracking tokens taken out of every line. */
export const requestLog = (print: (line: string) => void = console.log) =>
  logger((line, ...rest) => print([line, ...rest].map(redactLogLine).join(' ')));
