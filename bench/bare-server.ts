import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The reference for efficiency ratios: a bare Hono endpoint returning the same JSON bodies, prepared in
 * memory, so the ratio isolates what our queries and middleware cost.
 */
const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, string>;
const app = new Hono();
app.get('/bare/:name', (c) => {
  const body = bodies[c.req.param('name')];
  return body === undefined ? c.notFound() : c.body(body, 200, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
