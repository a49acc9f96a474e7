import type { SyncPhase } from './engine';

/** The indicator's words (docs/architecture.md §4.8), from what the tab knows. Pure, so it is unit-tested. */
export interface IndicatorInput {
  online: boolean;
  phase: SyncPhase;
  waiting: number;
  notApplied: number;
}

export type IndicatorTone = 'offline' | 'syncing' | 'saved' | 'waiting' | 'auth';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

export function indicatorText({ online, phase, waiting }: IndicatorInput): { text: string; tone: IndicatorTone } {
  if (phase === 'auth')
    return { text: waiting ? `Sign in again · ${changes(waiting)} waiting` : 'Sign in again', tone: 'auth' };
  if (!online || phase === 'offline')
    return { text: waiting ? `Offline · ${changes(waiting)} waiting` : 'Offline', tone: 'offline' };
  if (phase === 'syncing') return { text: 'Syncing…', tone: 'syncing' };
  if (waiting > 0) return { text: `${changes(waiting)} waiting`, tone: 'waiting' };
  return { text: 'All changes saved', tone: 'saved' };
}

/** '1 change not applied' / '3 changes not applied'. */
export const notAppliedText = (n: number) => `${changes(n)} not applied`;
