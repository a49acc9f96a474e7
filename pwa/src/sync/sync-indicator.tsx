/** Placeholder until the sync engine (issue 4) lands: replaced by the real indicator. */
export function SyncIndicator() {
  return null;
}
