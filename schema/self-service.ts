import * as v from 'valibot';
import { dateOnly } from './validation/common';

/** The customer's own changes on the tracking link: skips, vacation holds (docs/decisions/0041). */

export const MAX_HOLD_DAYS = 90;

export const skipSchema = v.object({ collectionDate: dateOnly('Collection date is required') });
export const holdSchema = v.object({
  startDate: dateOnly('Start date is required'),
  endDate: dateOnly('End date is required'),
});

/** One upcoming collection as the self-service panel shows it. */
export interface SelfServiceCollection {
  collectionDate: string;
  /** The day the bins go to the curb (the evening before, most often). */
  binsOutDate: string;
  skipped: boolean;
  /** The public id of the hold that skips it, if a hold does. */
  holdId: string | null;
  /** When skips and undos of this collection stop being accepted (ISO). */
  changesCloseAt: string;
  open: boolean;
}

export interface PublicHold {
  id: string;
  startDate: string;
  endDate: string;
  /** The first collection after the hold, when one is scheduled. */
  nextCollection: string | null;
}

/** A cancellation in force: the service ends after that date; Undo is offered until then. */
export interface PublicCancellation {
  lastCollectionDate: string;
  canUndo: boolean;
}

/** GET /api/track/{token}/self-service */
export interface SelfServiceState {
  collections: SelfServiceCollection[];
  holds: PublicHold[];
  cancellation: PublicCancellation | null;
}

export const cancelSchema = v.object({
  lastCollectionDate: dateOnly('Last collection date is required'),
  reason: v.optional(
    v.nullable(
      v.pipe(v.string('Reason must be text'), v.trim(), v.maxLength(500, 'Reason must be at most 500 characters')),
    ),
  ),
});

/** Message kinds a customer chooses on their tracking page (GET/PUT /api/track/{token}/preferences). */
export const PREFERENCE_KINDS = [
  'bins_out',
  'bins_back',
  'missed',
  'schedule_change',
  'on_my_way',
  'request_answer',
] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];
export const PREFERENCE_CHANNELS = ['text', 'email', 'none'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

export interface MessageChoices {
  channel: PreferenceChannel;
  kinds: Record<PreferenceKind, boolean>;
}

const kindFlag = (k: string) => v.boolean(`kinds.${k} must be true or false`);
export const messageChoicesSchema = v.object({
  channel: v.picklist(PREFERENCE_CHANNELS, "channel must be 'text', 'email' or 'none'"),
  kinds: v.object(
    {
      bins_out: kindFlag('bins_out'),
      bins_back: kindFlag('bins_back'),
      missed: kindFlag('missed'),
      schedule_change: kindFlag('schedule_change'),
      on_my_way: kindFlag('on_my_way'),
      request_answer: kindFlag('request_answer'),
    },
    'kinds must say true or false for each kind of message',
  ),
});

/** A self-service change as the office sees it (customer page history, dashboard "Customer changes"). */
export interface CustomerChangeItem {
  id: number;
  customerId: number;
  customerName: string;
  kind: string;
  summary: string;
  /** The first day crews work that the change touches (bins out), when it touches one. */
  affectsDate: string | null;
  actor: string;
  createdAt: string;
}
