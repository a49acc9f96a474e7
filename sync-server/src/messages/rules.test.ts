import { renderMessage, type TemplateInput } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { loadConfig, quietHoursFrom } from '../env';
import { channelFor, e164 } from './outbox';
import { retryAfterMs } from './providers';
import { quietUntil } from './quiet-hours';

/** The pure rules: configuration, quiet hours, numbers, channels and the length of every text. */
describe('MESSAGE_QUIET_HOURS', () => {
  it('defaults to 21:00-08:00, accepts off, and refuses anything else with a clear message', () => {
    expect(quietHoursFrom(undefined)).toEqual({ start: 21 * 60, end: 8 * 60 });
    expect(quietHoursFrom('off')).toBeNull();
    expect(quietHoursFrom('22:30-06:15')).toEqual({ start: 22 * 60 + 30, end: 6 * 60 + 15 });
    expect(() => quietHoursFrom('9pm-8am')).toThrow('MESSAGE_QUIET_HOURS must be HH:MM-HH:MM or off, got "9pm-8am"');
  });

  it('holds until the window ends, across midnight, in the business zone', () => {
    const window = { start: 21 * 60, end: 8 * 60 };
    const tz = 'America/Los_Angeles';
    // 23:30 in Seattle (PST, UTC-8) on Nov 20 is 07:30 UTC Nov 21; quiet until 08:00 PST = 16:00 UTC.
    expect(quietUntil(new Date('2026-11-21T07:30:00Z'), window, tz)?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    // 06:00 PST: still quiet, same end.
    expect(quietUntil(new Date('2026-11-21T14:00:00Z'), window, tz)?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    // Noon: not quiet.
    expect(quietUntil(new Date('2026-11-21T20:00:00Z'), window, tz)).toBeNull();
    expect(quietUntil(new Date('2026-11-21T07:30:00Z'), null, tz)).toBeNull();
  });
});

describe('providers from the environment', () => {
  it('configures SMS only with sid, token and from; SMTP with a smtp:// URL', () => {
    const base = { DATA_DIR: '/tmp/bv-msg-config', SESSION_SECRET: 'x' };
    expect(loadConfig(base).messaging).toMatchObject({ sms: null, smtp: null });
    const sms = loadConfig({ ...base, SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+12065550199' });
    expect(sms.messaging.sms).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 't',
      from: '+12065550199',
    });
    expect(loadConfig({ ...base, SMS_ACCOUNT_SID: 'AC1' }).messaging.sms).toBeNull();
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://u:p@mail:587' }).messaging.smtp).toEqual({
      url: 'smtp://u:p@mail:587',
      from: 'Magnolia Bin Valet <hello@magnoliabinvalet.example>',
    });
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail:587' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });
});

describe('Retry-After', () => {
  it('reads seconds or an HTTP date, and ignores anything else', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('recipients', () => {
  it('makes +1 and 10 digits of a US number, and nothing of anything else', () => {
    expect(e164('(206) 555-0142')).toBe('+12065550142');
    expect(e164('1-206-555-0142')).toBe('+12065550142');
    expect(e164('555-0142')).toBeNull();
    expect(e164('44 20 7946 0958 12')).toBeNull();
  });

  it("texts 'text' and 'both' customers and e-mails 'call' customers", () => {
    expect(channelFor('text')).toBe('sms');
    expect(channelFor('both')).toBe('sms');
    expect(channelFor('call')).toBe('email');
  });
});

describe('templates', () => {
  const brand = { productName: 'Bin Valet', contactPhone: '(206) 555-0142', contactEmail: 'hello@example.org' };
  const link = 'https://bins.example.org/track/AbCdEfGhIjKlMnOpQrStUv';
  const inputs: TemplateInput[] = [
    { kind: 'signup_confirmation', firstCurbDate: '2026-12-02' },
    { kind: 'signup_confirmation', firstCurbDate: null },
    { kind: 'bins_out', tappedAt: '2026-12-04T03:42:00Z', timeZone: 'America/Los_Angeles' },
    { kind: 'bins_back', tappedAt: '2026-12-05T17:05:00Z', timeZone: 'America/Los_Angeles' },
    { kind: 'missed', missedDate: '2026-12-04', nextCollection: '2026-12-12' },
    { kind: 'collection_request', collectionDate: '2026-12-12' },
    { kind: 'schedule_change', nextCollection: '2026-12-11', previousCollection: '2026-12-12' },
    {
      kind: 'schedule_change',
      nextCollection: '2026-11-28',
      previousCollection: '2026-11-27',
      reason: 'Snow delay',
      binsOutDate: '2026-11-27',
    },
    {
      kind: 'schedule_change',
      nextCollection: '2026-11-28',
      previousCollection: '2026-11-27',
      reason: 'Thanksgiving weekend ice storm delay',
      binsOutDate: '2026-11-27',
    },
  ];

  it('fits every text in one 160-character ASCII SMS, with the tracking link and the product name', () => {
    for (const input of inputs) {
      const { text, email, subject } = renderMessage(input, brand, link);
      expect(text.length, text).toBeLessThanOrEqual(160);
      expect(text, text).toMatch(/^[\x20-\x7e]+$/);
      expect(text).toContain(link);
      expect(text.startsWith('Magnolia Bin Valet: ')).toBe(true);
      expect(email).toContain(`Track your service: ${link}`);
      expect(email).toContain('(206) 555-0142');
      expect(subject).toContain('Magnolia Bin Valet');
    }
  });

  it('says the day and the time the crew tapped', () => {
    expect(renderMessage(inputs[0], brand, link).text).toContain('Wednesday, December 2');
    expect(renderMessage(inputs[2], brand, link).text).toContain('at the curb (7:42 PM)');
    expect(renderMessage(inputs[4], brand, link).text).toContain(
      'Sorry, we missed your bins on Fri, Dec 4. Next collection: Saturday, December 12.',
    );
  });

  it('says why a schedule changed: the text as much as fits, the e-mail all of it', () => {
    const delay = renderMessage(inputs[7], brand, link);
    expect(delay.text).toContain('Snow delay: collection Sat, Nov 28 (was Fri, Nov 27), bins out Fri, Nov 27.');
    expect(delay.email).toContain(
      'Your schedule changed (Snow delay). Next collection: Saturday, November 28 (was Fri, Nov 27); bins go out Fri, Nov 27.',
    );
    // A long delay name leaves the bins-out day to the tracking page, never the reason.
    expect(renderMessage(inputs[8], brand, link).text).toContain(
      'Thanksgiving weekend ice storm delay: collection Sat, Nov 28',
    );
  });
});
