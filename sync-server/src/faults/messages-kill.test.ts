import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTwilio } from '../messages/fake-twilio';
import { completeMutations, faultServer, flush } from './fault-harness';

/**
 * The sender is SIGKILLed while a text is in flight (the provider has it, the server has not stored
 * the answer) and started again. No message may be lost; only that one message may go out twice
 * (docs/decisions/0018-customer-message-outbox.md).
 */
const SID = 'AC00000000000000000000000000000042';
const TOKEN = 'fault-token';
const TEXTS = 12;

let cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

interface Row {
  id: number;
  recipient: string;
  body: string;
  status: string;
}

describe('kill -9 in the middle of a send', () => {
  it('loses no message and repeats at most the one in flight', async () => {
    const twilio = await startFakeTwilio(SID, TOKEN);
    cleanup.push(() => twilio.close());
    // Every answer takes a while, so the kill lands while a request is open.
    twilio.script(...Array.from({ length: 40 }, () => ({ status: 201, delayMs: 150 })));
    const server = await faultServer(20, {
      SMS_API_URL: twilio.url,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+12065550199',
      MESSAGE_QUIET_HOURS: 'off',
    });
    cleanup.push(() => rmSync(server.dataDir, { recursive: true, force: true }));
    await server.start();
    cleanup.push(() => server.stop());

    let killing: Promise<void> | null = null;
    twilio.onRequest(() => {
      if (twilio.requests() === 4 && !killing) {
        killing = (async () => {
          await new Promise((r) => setTimeout(r, 50));
          await server.kill();
        })();
      }
    });

    // Office staff: the stops pushed lie ahead, which crew may not close before their day.
    const cookie = await server.login('manager1');
    await flush(server.base, cookie, `fault-${randomUUID()}`, completeMutations(server.scheduledTaskIds(TEXTS)));
    const deadline = Date.now() + 60_000;
    while (!killing && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(killing).not.toBeNull();
    await killing;
    expect(server.integrity()).toBe('ok');
    const atKill = server.inspect(
      (db) => db.prepare("SELECT count(*) AS n FROM messages WHERE status = 'sent'").get() as { n: number },
    ).n;
    expect(atKill).toBeLessThan(TEXTS);

    await server.start();
    // In a holiday week the server also queues notices of the moved collections, held for later: not this test's texts.
    const rows = () =>
      server.inspect(
        (db) =>
          db
            .prepare("SELECT id, recipient, body, status FROM messages WHERE kind <> 'schedule_change' ORDER BY id")
            .all() as Row[],
      );
    while (rows().some((r) => r.status !== 'sent') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await server.stop();

    const all = rows();
    expect(all).toHaveLength(TEXTS);
    expect(all.every((r) => r.status === 'sent')).toBe(true);
    // Two rows may read the same (one customer, same tap time), so compare counts per recipient and body.
    const count = (keys: string[]) => {
      const m = new Map<string, number>();
      for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
      return m;
    };
    const stored = count(all.map((r) => `${r.recipient}|${r.body}`));
    const received = count(twilio.received.map((r) => `${r.to}|${r.body}`));
    let extra = 0;
    for (const [key, n] of stored) {
      expect(received.get(key) ?? 0, key).toBeGreaterThanOrEqual(n);
      extra += (received.get(key) ?? 0) - n;
    }
    // The provider had accepted the text in flight when the kill came, so exactly that one went twice.
    expect(extra).toBe(1);
    expect(twilio.received.length).toBe(TEXTS + extra);
  }, 120_000);
});
