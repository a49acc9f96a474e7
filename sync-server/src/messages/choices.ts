import {
  type MessageChannel,
  type MessageChoices,
  messagePreferences,
  PREFERENCE_KINDS,
  type PreferenceChannel,
  type PreferenceKind,
} from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/**
 * The customer's message choices: a channel and which kinds they get. The older bins-moved switch
 * (binMoves) still counts: off, it turns both bins kinds off whatever kindsOff says.
 */

const BIN_KINDS: readonly PreferenceKind[] = ['bins_out', 'bins_back'];
const isPreferenceKind = (k: string): k is PreferenceKind => (PREFERENCE_KINDS as readonly string[]).includes(k);

interface Row {
  binMoves: boolean;
  channel: string | null;
  kindsOff: string;
}

const rowOf = (db: Orm, customerId: number): Row | undefined =>
  db
    .select({
      binMoves: messagePreferences.binMoves,
      channel: messagePreferences.channel,
      kindsOff: messagePreferences.kindsOff,
    })
    .from(messagePreferences)
    .where(eq(messagePreferences.customerId, customerId))
    .get();

function offKinds(row: Row | undefined): Set<PreferenceKind> {
  const off = new Set((row?.kindsOff ?? '').split(',').filter(isPreferenceKind));
  if (row && !row.binMoves) for (const k of BIN_KINDS) off.add(k);
  return off;
}

/** A customer's choices; `contactMethod` decides the channel they have not chosen. */
export function choicesOf(db: Orm, customerId: number, contactMethod: string): MessageChoices {
  const row = rowOf(db, customerId);
  const off = offKinds(row);
  const channel = (row?.channel ?? (contactMethod === 'call' ? 'email' : 'text')) as PreferenceChannel;
  const kinds = Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, !off.has(k)])) as MessageChoices['kinds'];
  return { channel, kinds };
}

export function saveChoices(db: Orm, customerId: number, choices: MessageChoices) {
  const kindsOff = PREFERENCE_KINDS.filter((k) => !choices.kinds[k]).join(',');
  const values = { binMoves: true, channel: choices.channel, kindsOff, updatedAt: new Date().toISOString() };
  db.insert(messagePreferences)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: messagePreferences.customerId, set: values })
    .run();
}

/** The older switch: on turns both bins kinds on, off turns both off; the other choices stay. */
export function saveBinMoves(db: Orm, customerId: number, binMoves: boolean) {
  const row = rowOf(db, customerId);
  const kindsOff = [...offKinds(row ? { ...row, binMoves: true } : undefined)]
    .filter((k) => !BIN_KINDS.includes(k))
    .join(',');
  const values = { binMoves, kindsOff, updatedAt: new Date().toISOString() };
  db.insert(messagePreferences)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: messagePreferences.customerId, set: values })
    .run();
}

/** Both bins kinds on: what the older `binMoves` answer means. */
export const binMovesOf = (db: Orm, customerId: number) => {
  const off = offKinds(rowOf(db, customerId));
  return BIN_KINDS.every((k) => !off.has(k));
};

/**
 * Whether a message of `kind` may go to the customer, and on which channel: null when they turned it
 * off (or chose no messages). Kinds they cannot choose (the signup confirmation) always go.
 */
export function deliveryFor(
  db: Orm,
  customerId: number,
  contactMethod: string,
  kind: string,
): { channel: MessageChannel } | null {
  const defaultChannel: MessageChannel = contactMethod === 'call' ? 'email' : 'sms';
  if (!isPreferenceKind(kind)) return { channel: defaultChannel };
  const row = rowOf(db, customerId);
  if (!row) return { channel: defaultChannel };
  if (offKinds(row).has(kind) || row.channel === 'none') return null;
  if (row.channel === 'text') return { channel: 'sms' };
  if (row.channel === 'email') return { channel: 'email' };
  return { channel: defaultChannel };
}

/** Whether the customer has since turned off messages of `kind` (the sender asks just before sending). */
export const turnedOff = (db: Orm, customerId: number, kind: string) =>
  deliveryFor(db, customerId, 'text', kind) === null;
