import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP allows only what the PWA needs: its own scripts, Emotion's inline styles, map tiles and
 * data/blob images (QR codes, photo previews). Nothing may frame us.
 */
const policy = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
});

/** The headers hono's secureHeaders produces for the policy above, read once from a probe request. */
async function readPolicyHeaders(): Promise<[string, string][]> {
  const probe = new Hono().use(policy).get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return [...res.headers.entries()].filter(([name]) => name !== 'content-type');
}
let prepared: Promise<[string, string][]> | undefined;
const policyHeaders = () => {
  prepared ??= readPolicyHeaders();
  return prepared;
};

/**
 * The content security policy with one inline script allowed besides the app's own files, by its
 * SHA-256 (base64): the crew page's start, which must run before the copy in the page is parsed.
 */
export async function policyAllowingScript(sha256: string): Promise<string> {
  const csp = (await policyHeaders()).find(([name]) => name === 'content-security-policy')?.[1] ?? '';
  if (!csp.includes("script-src 'self'")) throw new Error('the content security policy has no script-src');
  return csp.replace("script-src 'self'", `script-src 'self' 'sha256-${sha256}'`);
}

/**
 * Same headers as `secureHeaders`, but set before the handler runs: hono's middleware sets them on
 * the finished response, which makes @hono/node-server rebuild that response (copying its body) on
 * every request (docs/decisions/0014-per-request-overhead.md).
 * Every answer is made through the context (c.json / c.body), so prepared headers always reach it.
 * Strict-Transport-Security only when the site is served over https (PUBLIC_URL).
 */
export const securityHeaders = (https: boolean) => {
  let headers: Promise<[string, string][]> | undefined;
  return createMiddleware(async (c, next) => {
    // HSTS over plain http would be ignored at best, and pins a later https move to this host's ports.
    headers ??= policyHeaders().then((all) =>
      https ? all : all.filter(([name]) => name !== 'strict-transport-security'),
    );
    for (const [name, value] of await headers) c.header(name, value);
    await next();
  });
};
