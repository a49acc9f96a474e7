import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pickEncoding } from '../sync-server/src/http/compression';

/**
 * The reference for efficiency ratios: a bare Hono endpoint returning the same JSON bodies, prepared in
 * memory, so the ratio isolates what our queries and middleware cost. Like the real server it answers
 * in the encoding the client offers, with the same bytes compressed once up front.
 */
const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, Record<string, string>>;
const app = new Hono();
app.get('/bare/:name', (c) => {
  const forms = bodies[c.req.param('name')];
  if (forms === undefined) return c.notFound();
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
  if (encoding) headers['content-encoding'] = encoding;
  return c.body(Buffer.from(forms[encoding ?? 'identity'], 'base64'), 200, headers);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
