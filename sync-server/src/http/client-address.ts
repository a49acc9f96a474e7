import type { Context } from 'hono';

/** The peer address from @hono/node-server's incoming socket; `local` in in-process tests. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
