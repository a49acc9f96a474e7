import { createServer, type Server, type Socket } from 'node:net';
import { addDays, messages, onOrAfter, todayIn } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, liveServer, SMS_ENV, type TestApp, validSignup } from '../test-support';
import { startFakeTwilio } from './fake-twilio';
import { closeMailTransports } from './providers';
import { createSender, type Sender } from './sender';

/**
 * A mail server that accepts connections and never says a word (not even its greeting) must not hold
 * back texts, keep a message in flight for minutes, or stop the server from shutting down.
 */

async function startStuckSmtp() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://binvalet:s3cret@127.0.0.1:${port}`,
    connections: () => connections,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

const start = () => onOrAfter(addDays(todayIn('America/Los_Angeles'), 2), 'monday');

let t: TestApp | undefined;
let sender: Sender | undefined;
let stuck: Awaited<ReturnType<typeof startStuckSmtp>> | undefined;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>> | undefined;
let live: Awaited<ReturnType<typeof liveServer>> | undefined;
afterEach(async () => {
  await sender?.stop();
  await live?.stop();
  closeMailTransports();
  await stuck?.close();
  await twilio?.close();
  t?.cleanup();
  sender = live = stuck = twilio = t = undefined;
});

describe('a mail server that never answers', () => {
  it('times an e-mail out after the configured timeout and keeps it queued for a retry', async () => {
    stuck = await startStuckSmtp();
    t = await createTestApp({ SMTP_URL: stuck.url, MESSAGE_QUIET_HOURS: 'off', MESSAGE_PROVIDER_TIMEOUT_MS: '300' });
    const res = await t.call('POST', '/api/signups', {
      body: validSignup({ contactMethod: 'call', email: 'grace@example.com', serviceStartDate: start() }),
    });
    expect(res.status).toBe(201);
    sender = createSender(t.store, t.config.messaging, { baseDelayMs: 60_000 });
    const began = Date.now();
    expect(await sender.drain('email')).toBe(1);
    // The greeting never came: the call ends at its timeout, not nodemailer's 30 s or 10 min.
    expect(Date.now() - began).toBeLessThan(3000);
    expect(stuck.connections()).toBe(1);
    const [row] = t.store.orm.select().from(messages).all();
    expect(row).toMatchObject({ channel: 'email', status: 'queued', attempts: 1 });
    // The greeting timeout or the call's whole deadline, whichever timer fires first on a loaded machine.
    expect(row.error).toMatch(/^Will retry: (Greeting never received|No answer within \d+ ms|Timeout)$/);
    await until(() => stuck?.open() === 0, 2000, 'the stuck connection to be closed');
  });

  it('delays no text in the running server, and the server still shuts down within 5 s', async () => {
    stuck = await startStuckSmtp();
    twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, SMS_ENV.SMS_AUTH_TOKEN);
    // The default 10 s timeout: the mail call is still hanging while the text goes out and at shutdown.
    live = await liveServer({ ...SMS_ENV, SMS_API_URL: twilio.url, SMTP_URL: stuck.url });
    const mail = await live.call('POST', '/api/signups', {
      body: validSignup({ contactMethod: 'call', email: 'grace@example.com', serviceStartDate: start() }),
    });
    expect(mail.status).toBe(201);
    await until(() => stuck?.connections() === 1, 5000, 'the mail call to start');

    const text = await live.call('POST', '/api/signups', {
      body: validSignup({ phone: '(206) 555-0142', serviceStartDate: start() }),
    });
    expect(text.status).toBe(201);
    const waited = await until(() => twilio?.received.length === 1, 5000, 'the text');
    expect(waited).toBeLessThan(5000);
    expect(twilio.received[0].to).toBe('+12065550142');
    // The mail call was still hanging when the text went through.
    expect(stuck.open()).toBe(1);

    const stopping = Date.now();
    await live.stop();
    expect(Date.now() - stopping).toBeLessThan(5000);
  }, 30_000);
});

describe('a text provider slow to answer', () => {
  it('ends the call at the configured timeout and keeps the text queued for a retry', async () => {
    twilio = await startFakeTwilio(SMS_ENV.SMS_ACCOUNT_SID, SMS_ENV.SMS_AUTH_TOKEN);
    t = await createTestApp({ ...SMS_ENV, SMS_API_URL: twilio.url, MESSAGE_PROVIDER_TIMEOUT_MS: '300' });
    twilio.script({ status: 201, delayMs: 5000 });
    const res = await t.call('POST', '/api/signups', { body: validSignup({ serviceStartDate: start() }) });
    expect(res.status).toBe(201);
    sender = createSender(t.store, t.config.messaging, { baseDelayMs: 60_000 });
    const began = Date.now();
    expect(await sender.drain('sms')).toBe(1);
    expect(Date.now() - began).toBeLessThan(3000);
    const [row] = t.store.orm.select().from(messages).all();
    expect(row).toMatchObject({ channel: 'sms', status: 'queued', attempts: 1 });
    expect(row.error).toMatch(/^Will retry: Could not reach the text provider/);
  });
});

describe('the sender stopping', () => {
  it('cuts a hanging call short and leaves its message queued, untried', async () => {
    stuck = await startStuckSmtp();
    t = await createTestApp({ SMTP_URL: stuck.url, MESSAGE_QUIET_HOURS: 'off' });
    const res = await t.call<{ customer: { id: number } }>('POST', '/api/signups', {
      body: validSignup({ contactMethod: 'call', email: 'grace@example.com', serviceStartDate: start() }),
    });
    expect(res.status).toBe(201);
    sender = createSender(t.store, t.config.messaging);
    sender.start();
    await until(() => stuck?.connections() === 1, 5000, 'the mail call to start');
    const stopping = Date.now();
    await sender.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);
    const row = t.store.orm.select().from(messages).where(eq(messages.channel, 'email')).get();
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
