import type { SyncPhase } from './engine';

/** The indicator's words (docs/architecture.md §4.8), from what the tab knows. Pure, so it is unit-tested. */
export interface IndicatorInput {
  online: boolean;
  phase: SyncPhase;
  /** Queued intents. */
  waiting: number;
  /** Queued curb photos, counted apart from the changes ("1 change, 2 photos waiting"). */
  photos?: number;
  notApplied: number;
  /**
   * A first pull into an empty phone is running: `route` before the day on screen is stored, `rest`
   * while the other days of the working set arrive (docs/decisions/0026-todays-route-first.md).
   */
  filling?: 'route' | 'rest';
}

export type IndicatorTone = 'offline' | 'syncing' | 'saved' | 'waiting' | 'auth';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
const photoCount = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** '2 changes', '1 photo', '2 changes, 1 photo', or '' when nothing waits. */
export function waitingWords(waiting: number, photos = 0): string {
  return [waiting ? changes(waiting) : '', photos ? photoCount(photos) : ''].filter(Boolean).join(', ');
}

const FILLING_TEXT = { route: 'Loading your route…', rest: 'Loading the other days…' } as const;

export function indicatorText({ online, phase, waiting, photos = 0, filling }: IndicatorInput): {
  text: string;
  tone: IndicatorTone;
} {
  const words = waitingWords(waiting, photos);
  if (phase === 'auth') return { text: words ? `Sign in again · ${words} waiting` : 'Sign in again', tone: 'auth' };
  if (!online || phase === 'offline')
    return { text: words ? `Offline · ${words} waiting` : 'Offline', tone: 'offline' };
  if (filling)
    return { text: words ? `${FILLING_TEXT[filling]} · ${words} waiting` : FILLING_TEXT[filling], tone: 'syncing' };
  if (phase === 'syncing')
    return { text: photos ? `Syncing… · ${photoCount(photos)} waiting` : 'Syncing…', tone: 'syncing' };
  if (words) return { text: `${words} waiting`, tone: 'waiting' };
  return { text: 'All changes saved', tone: 'saved' };
}

/** '1 change not applied' / '3 changes not applied'. */
export const notAppliedText = (n: number) => `${changes(n)} not applied`;
