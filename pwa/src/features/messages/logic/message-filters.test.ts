import type { UndeliveredMessage } from '@bin-valet/schema';
import { describe, expect, it } from 'vitest';
import { filterMessages, missingProviders, retryable } from './message-filters';

const msg = (id: number, over: Partial<UndeliveredMessage>): UndeliveredMessage => ({
  id,
  kind: 'bins_out',
  channel: 'sms',
  to: '+12065550100',
  body: 'x',
  status: 'failed',
  createdAt: '2026-11-26T10:00:00Z',
  sentAt: null,
  error: null,
  handledBy: null,
  handledAt: null,
  customerId: 1,
  customerName: 'Ada',
  ...over,
});

describe('undelivered message filters', () => {
  const list = [
    msg(1, {}),
    msg(2, { kind: 'missed', status: 'not_sent' }),
    msg(3, { kind: 'missed', channel: 'email' }),
  ];
  it('filters by kind and status, together or alone', () => {
    expect(filterMessages(list, { kind: '', status: '' }).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(filterMessages(list, { kind: 'missed', status: '' }).map((m) => m.id)).toEqual([2, 3]);
    expect(filterMessages(list, { kind: '', status: 'not_sent' }).map((m) => m.id)).toEqual([2]);
    expect(filterMessages(list, { kind: 'missed', status: 'failed' }).map((m) => m.id)).toEqual([3]);
  });

  it('offers Retry only for a channel with a provider, and names the missing ones', () => {
    expect(retryable(list[0], { sms: false, email: true })).toBe(false);
    expect(retryable(list[2], { sms: false, email: true })).toBe(true);
    expect(missingProviders({ sms: false, email: false })).toEqual(['texts', 'e-mails']);
    expect(missingProviders({ sms: true, email: true })).toEqual([]);
  });
});
