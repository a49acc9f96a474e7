import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The client's address: the socket's peer, or with TRUST_PROXY=n the address the n-th proxy from us
 * saw (X-Forwarded-For is appended to by each proxy, so only its last n entries are trustworthy).
 * Behind the recommended reverse proxy every socket peer is 127.0.0.1, so without this the login and
 * signup limits would lump every client together. `local` in in-process tests.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'local';
  const hops = c.get('config')?.trustProxy ?? 0;
  if (hops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? peer;
}
