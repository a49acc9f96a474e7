import type { AddressInfo } from 'node:net';
import { addDays, messages, onOrAfter, shiftedDate, todayIn } from '@bin-valet/schema';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, validSignup } from '../test-support';
import { closeMailTransports } from './providers';
import { createSender } from './sender';

/**
 * E-mail for customers who prefer calls, through a real SMTP server (smtp-server) on loopback that
 * requires a login; each mail it receives is parsed back with mailparser.
 */
let t: TestApp;
let smtp: SMTPServer;
afterEach(async () => {
  closeMailTransports();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  t?.cleanup();
});

/** Rejects recipients by the status their local part names: 550@ refused for good, 451@ for now. */
async function startSmtp() {
  const mails: ParsedMail[] = [];
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'binvalet' && auth.password === 's3cret') return callback(null, { user: 'binvalet' });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const code = Number(address.address.split('@')[0]);
      if (code === 550 || code === 451) {
        const err = Object.assign(new Error(code === 550 ? 'No such mailbox' : 'Try again later'), {
          responseCode: code,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails };
}

async function setup(port: number, password = 's3cret') {
  t = await createTestApp({
    SMTP_URL: `smtp://binvalet:${password}@127.0.0.1:${port}`,
    MAIL_FROM: 'Magnolia Bin Valet <hello@bins.example.org>',
    MESSAGE_QUIET_HOURS: 'off',
    PUBLIC_URL: 'https://bins.example.org',
  });
  return createSender(t.store, t.config.messaging, { baseDelayMs: 1000 });
}

const signUp = (email: string, start: string) =>
  t.call<{ trackingUrl: string }>('POST', '/api/signups', {
    body: validSignup({ contactMethod: 'call', email, serviceStartDate: start }),
  });

describe('e-mail over SMTP', () => {
  it('sends a call customer their confirmation: first bins-to-curb day and tracking link', async () => {
    const { port, mails } = await startSmtp();
    const sender = await setup(port);
    const start = onOrAfter(addDays(todayIn('America/Los_Angeles'), 2), 'monday');
    const res = await signUp('grace@example.com', start);
    expect(res.status).toBe(201);
    expect(await sender.drain()).toBe(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("You're signed up - Magnolia Bin Valet");
    expect(mail.from?.value[0]).toMatchObject({ name: 'Magnolia Bin Valet', address: 'hello@bins.example.org' });
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text).toBe('grace@example.com');
    // Collected on Saturdays, bins out the day before; a holiday week (New Year's) moves both a day.
    const firstCollection = onOrAfter(start, 'saturday');
    const firstCurb = addDays(firstCollection, shiftedDate(firstCollection).shiftDays - 1);
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${firstCurb}T00:00:00Z`));
    expect(mail.text).toContain(`Your first bins-to-curb day is ${day}.`);
    expect(mail.text).toContain(`Track your service: ${res.body.trackingUrl}`);
    const [row] = t.store.orm.select().from(messages).all();
    expect(row.status).toBe('sent');
    expect(row.providerId).toBe(mail.messageId);
  });

  it('marks a 5xx refusal failed with the server reason, and retries a 4xx', async () => {
    const { port, mails } = await startSmtp();
    const sender = await setup(port);
    const start = todayIn('America/Los_Angeles');
    await signUp('550@example.com', start);
    await sender.drain();
    let [row] = t.store.orm.select().from(messages).all();
    expect(row.status).toBe('failed');
    expect(row.error).toContain('No such mailbox');
    t.store.sqlite.prepare('DELETE FROM messages').run();
    await signUp('451@example.com', start);
    await sender.drain();
    [row] = t.store.orm.select().from(messages).all();
    expect(row.status).toBe('queued');
    expect(row.error).toContain('Try again later');
    expect(mails).toHaveLength(0);
  });

  it('fails with the reason when the SMTP login is refused', async () => {
    const { port } = await startSmtp();
    const sender = await setup(port, 'wrong');
    await signUp('grace@example.com', todayIn('America/Los_Angeles'));
    await sender.drain();
    const [row] = t.store.orm.select().from(messages).all();
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Invalid username or password');
  });
});
