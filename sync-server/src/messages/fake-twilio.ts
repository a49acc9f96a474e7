import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking Twilio's Messages endpoint, for tests: it checks the path, HTTP Basic
 * auth, the form fields To/From/Body and that To is E.164 (+1 and 10 digits), and answers each
 * accepted request with the next scripted status (201 when the script is empty).
 */

export interface ReceivedText {
  to: string;
  from: string;
  body: string;
}

type Scripted = 201 | 400 | 429 | 503 | { status: number; delayMs?: number; retryAfter?: string };

const E164_US = /^\+1\d{10}$/;

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTwilio(accountSid: string, authToken: string) {
  const received: ReceivedText[] = [];
  const script: Scripted[] = [];
  let requests = 0;
  const onRequest: (() => void)[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  let sid = 0;

  const server: Server = createServer(async (req, res) => {
    requests++;
    for (const f of onRequest) f();
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string, headers: Record<string, string> = {}) => {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    };
    const text = await readBody(req);
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return error(404, 20404, 'The requested resource was not found');
    if (req.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return error(400, 21601, 'Expected a form body');
    const form = new URLSearchParams(text);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!E164_US.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    const next = script.shift() ?? 201;
    const step = typeof next === 'number' ? { status: next } : next;
    if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
    if (step.status === 400) return error(400, 21610, 'Attempt to send to unsubscribed recipient');
    const retryAfter: Record<string, string> = step.retryAfter ? { 'retry-after': step.retryAfter } : {};
    if (step.status === 429) return error(429, 20429, 'Too Many Requests', retryAfter);
    if (step.status >= 500) return error(step.status, 20500, 'Service Unavailable');
    received.push({ to, from, body });
    sid++;
    json(201, { sid: `SM${String(sid).padStart(32, '0')}`, status: 'queued', to, from, body });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Statuses to answer the next accepted requests with, in order. */
    script: (...steps: Scripted[]) => script.push(...steps),
    requests: () => requests,
    onRequest: (f: () => void) => onRequest.push(f),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
