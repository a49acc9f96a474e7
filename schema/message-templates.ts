import { parseDateOnly } from './dates';
import type { MessageKind } from './messages';

/**
 * Every customer message's words, in one place: the server's outbox and the crew app (a text the crew
 * sends by hand, offline) say the same thing. Texts stay in plain ASCII (one curly quote turns an
 * SMS into UCS-2 and its limit from 160 to 70 characters) and fit 160 characters where the link allows.
 */

export interface Brand {
  productName: string;
  contactPhone: string;
  contactEmail: string;
}

export interface Rendered {
  text: string;
  subject: string;
  email: string;
}

export type TemplateInput =
  | { kind: 'signup_confirmation'; firstCurbDate: string | null }
  | { kind: 'bins_out' | 'bins_back'; tappedAt: string; timeZone: string }
  | { kind: 'missed'; missedDate: string; nextCollection: string | null }
  | { kind: 'collection_request'; collectionDate: string }
  | {
      kind: 'schedule_change';
      nextCollection: string | null;
      previousCollection: string | null;
      /** Why it moved: a holiday's or a delay's name, 'Snow delay called off', 'New service days'. */
      reason?: string | null;
      /** When the bins of the next collection go out. */
      binsOutDate?: string | null;
    }
  | { kind: 'on_my_way'; taskType: string }
  | { kind: 'request_answer'; collectionDate: string; decline: string | null }
  | { kind: 'service_cancelled'; lastCollectionDate: string }
  | { kind: 'payment_failed' | 'card_needed' };

const clockFormats = new Map<string, Intl.DateTimeFormat>();

// Made on first use: a page's first date formatter loads the locale's data (10-15 ms in a browser), and
// a page that only imports this module (the crew's local database does) should not pay for it then.
let longDay: Intl.DateTimeFormat | undefined;
let shortDay: Intl.DateTimeFormat | undefined;

/** 'Thursday, December 3' for a yyyy-MM-dd date. */
export const dayName = (date: string) => {
  longDay ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDay.format(parseDateOnly(date));
};
/** 'Thu, Dec 3': for a date the customer already knows, where a text is short of room. */
export const shortDayName = (date: string) => {
  shortDay ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return shortDay.format(parseDateOnly(date));
};

/** '7:42 PM' in the business zone for an ISO timestamp. */
export function clockTime(iso: string, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
    clockFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

const SUBJECTS: Record<MessageKind, string> = {
  signup_confirmation: "You're signed up",
  bins_out: 'Your bins are at the curb',
  bins_back: 'Your bins are back',
  missed: 'Sorry, we missed your bins',
  collection_request: 'We got your collection request',
  schedule_change: 'Your collection schedule changed',
  on_my_way: 'Your crew is on the way',
  request_answer: 'About your collection request',
  service_cancelled: 'Your service is cancelled',
  payment_failed: 'Your payment did not go through',
  card_needed: 'Please set up payment',
};

/** The one sentence (or two) a message says, without the signature or link. */
function sentence(input: TemplateInput): string {
  switch (input.kind) {
    case 'signup_confirmation':
      return input.firstCurbDate
        ? `You're signed up! Your first bins-to-curb day is ${dayName(input.firstCurbDate)}.`
        : "You're signed up! We'll let you know your first bins-to-curb day soon.";
    case 'bins_out':
      return `Your bins are at the curb (${clockTime(input.tappedAt, input.timeZone)}).`;
    case 'bins_back':
      return `Your bins are back by the house (${clockTime(input.tappedAt, input.timeZone)}). Thanks!`;
    case 'missed':
      return input.nextCollection
        ? `Sorry, we missed your bins on ${shortDayName(input.missedDate)}. Next collection: ${dayName(input.nextCollection)}.`
        : `Sorry, we missed your bins on ${shortDayName(input.missedDate)}. We'll be in touch about your next collection.`;
    case 'collection_request':
      return `We got your request for a collection on ${dayName(input.collectionDate)}. We'll confirm it soon.`;
    case 'on_my_way':
      return input.taskType === 'return_to_house'
        ? 'Your crew is on the way to bring your bins back to the house.'
        : 'Your crew is on the way to take your bins to the curb.';
    case 'schedule_change':
      return scheduleChangeLines(input)[0];
    case 'request_answer':
      return input.decline === null
        ? `Your collection on ${dayName(input.collectionDate)} is confirmed.`
        : `We can't do the collection you asked for on ${dayName(input.collectionDate)}: ${input.decline}`;
    case 'service_cancelled':
      return `Your service ends after ${dayName(input.lastCollectionDate)}. Changed your mind? Undo it on your tracking page.`;
    case 'payment_failed':
      return "Your monthly payment didn't go through. Please update your card on your tracking page.";
    case 'card_needed':
      return 'Your free collections are used. Please set up payment on your tracking page to keep your service.';
  }
}

type ScheduleChangeInput = Extract<TemplateInput, { kind: 'schedule_change' }>;

/** A schedule change's words, fullest first: the e-mail says it all, a text the fullest that fits. */
function scheduleChangeLines(input: ScheduleChangeInput): string[] {
  const { nextCollection: next, previousCollection: prev, binsOutDate: out } = input;
  const why = input.reason ? ` (${input.reason})` : '';
  if (!next) return [`Your collection schedule changed${why}. See your tracking page for the new dates.`];
  const was = prev ? ` (was ${shortDayName(prev)})` : '';
  const bins = out ? `; bins go out ${shortDayName(out)}` : '';
  const lines = [`Your schedule changed${why}. Next collection: ${dayName(next)}${was}${bins}.`];
  const lead = input.reason ? `${input.reason}: collection` : 'Next collection:';
  if (out) lines.push(`${lead} ${shortDayName(next)}${was}, bins out ${shortDayName(out)}.`);
  lines.push(`${lead} ${shortDayName(next)}${was}.`, `Next collection: ${shortDayName(next)}${was}.`);
  return lines;
}

const SMS_LIMIT = 160;

/** The text, the e-mail subject and the e-mail body of one message. */
export function renderMessage(input: TemplateInput, brand: Brand, trackingUrl: string): Rendered {
  const name = `Magnolia ${brand.productName}`;
  const line = sentence(input);
  const texts = (input.kind === 'schedule_change' ? scheduleChangeLines(input) : [line]).map(
    (l) => `${name}: ${l} ${trackingUrl}`,
  );
  const text = texts.find((t) => t.length <= SMS_LIMIT) ?? texts[texts.length - 1];
  const email = [
    'Hello,',
    '',
    line,
    '',
    `Track your service: ${trackingUrl}`,
    '',
    `Questions? Call ${brand.contactPhone} or write to ${brand.contactEmail}.`,
    '',
    name,
  ].join('\n');
  return { text, subject: `${SUBJECTS[input.kind]} - ${name}`, email };
}
