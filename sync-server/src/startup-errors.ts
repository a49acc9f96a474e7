/** Turns a failure to open DATA_DIR or the database into one line a person can act on. */
export function explainStartupError(err: unknown, dataDir: string): string {
  const codes: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  const has = (...names: string[]) => codes.some((c) => names.some((n) => c.startsWith(n)));
  const detail = err instanceof Error ? err.message : String(err);
  if (has('EROFS', 'EACCES', 'EPERM', 'SQLITE_READONLY', 'SQLITE_CANTOPEN')) {
    return `DATA_DIR (${dataDir}) is not writable: ${detail}. Point DATA_DIR at a writable folder; the database was not changed.`;
  }
  if (has('ENOSPC', 'SQLITE_FULL')) {
    return `The disk holding DATA_DIR (${dataDir}) is full: ${detail}. Free some space and start again; the database was not changed.`;
  }
  if (has('SQLITE_CORRUPT', 'SQLITE_NOTADB')) {
    return `The database in DATA_DIR (${dataDir}) is damaged: ${detail}. Restore a backup with npm run restore -- FILE.`;
  }
  return detail;
}
