import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

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

/** JSON bytes as an answer, already compressed with `encoding` when there is one. */
export function sendJson(c: Context, body: Uint8Array, encoding: Encoding | null) {
  c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/**
 * `value` as JSON, compressed when it is big enough to be worth it and the client accepts it; a small
 * incremental pull goes as it is (docs/decisions/0009-version-keyed-answer-cache.md).
 */
export function compressedJson(c: Context, value: unknown, minBytes = 8 * 1024) {
  const bytes = jsonEncoder.encode(JSON.stringify(value));
  const encoding = bytes.byteLength >= minBytes ? pickEncoding(c.req.header('accept-encoding')) : null;
  return sendJson(c, encoding ? COMPRESS[encoding](bytes) : bytes, encoding);
}
