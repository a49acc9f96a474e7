import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Compressed JSON for the big answers (crew views, pull pages): Brotli at quality 4, gzip for browsers
 * that only offer it (docs/decisions/0009-version-keyed-answer-cache.md).
 */
export type Encoding = 'br' | 'gzip';

export const COMPRESS: Record<Encoding, (b: Uint8Array) => Uint8Array> = {
  br: (b) =>
    brotliCompressSync(b, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: b.byteLength },
    }),
  gzip: (b) => gzipSync(b, { level: 6 }),
};

/** The best encoding the client offers; ignores q-values except an explicit refusal (q=0). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const offered = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

export const jsonEncoder = new TextEncoder();

const JSON_TYPE = 'application/json; charset=UTF-8';

/** Bytes of `type` as an answer, already compressed with `encoding` when there is one. */
function sendBody(c: Context, body: Uint8Array, encoding: Encoding | null, type: string) {
  // Added to what the route may vary on already (the crew page: the cookie).
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type });
}

/** JSON bytes as an answer, already compressed with `encoding` when there is one. */
export const sendJson = (c: Context, body: Uint8Array, encoding: Encoding | null) =>
  sendBody(c, body, encoding, JSON_TYPE);

/** Answers smaller than this gain less than their compression costs on a phone's connection. */
export const MIN_COMPRESSED_BYTES = 1024;

/** `bytes` of `type` as an answer, compressed here when it is big enough to be worth it and the client accepts it. */
export function compressedBody(c: Context, bytes: Uint8Array, type: string) {
  const encoding = bytes.byteLength >= MIN_COMPRESSED_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null;
  return sendBody(c, encoding ? COMPRESS[encoding](bytes) : bytes, encoding, type);
}

/**
 * `value` as JSON, compressed here, so the JSON middleware below passes it on untouched instead of
 * reading the body back to compress it.
 */
export const compressedJson = (c: Context, value: unknown) =>
  compressedBody(c, jsonEncoder.encode(JSON.stringify(value)), JSON_TYPE);

const isJson = (type: string | null) => type !== null && /^application\/json\b/i.test(type);

/**
 * Every JSON answer of 1 KB or more leaves compressed when the client accepts it, so routes that
 * build their answer with `c.json` (tracking, office lists) cost a slow phone link what a gzip costs;
 * answers a route already encoded go untouched.
 */
export const compressJsonAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding')) return;
  if (!isJson(res.headers.get('content-type'))) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  // Whatever the client sent, a cache between must keep the two forms apart.
  const vary = res.headers.get('vary');
  if (!vary || !/\baccept-encoding\b/i.test(vary)) res.headers.append('Vary', 'Accept-Encoding');
  if (!encoding) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const body = bytes.byteLength >= MIN_COMPRESSED_BYTES ? COMPRESS[encoding](bytes) : bytes;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  if (body !== bytes) headers.set('Content-Encoding', encoding);
  // Hono copies the old answer's headers onto a new one; dropping it first keeps a stale length out.
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
};
