import { parentPort } from 'node:worker_threads';
import QRCode from 'qrcode';

/** Runs in a worker thread (started by qr-render.ts): draws one PNG per request. */
export interface QrRequest {
  id: number;
  url: string;
  width: number;
}
export interface QrReply {
  id: number;
  png?: Uint8Array<ArrayBuffer>;
  error?: string;
}

const port = parentPort;
if (!port) throw new Error('qr-worker.ts runs only as a worker thread');

port.on('message', ({ id, url, width }: QrRequest) => {
  QRCode.toBuffer(url, { type: 'png', width, margin: 1 }).then(
    (png) => {
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
      port.postMessage({ id, png: bytes } satisfies QrReply, [bytes.buffer]);
    },
    (err: unknown) =>
      port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies QrReply),
  );
});
