import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayIn } from '@bin-valet/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE_NAME, openStore } from '../../db/connection';
import { TOO_MANY_PIXELS } from '../../photos/reencode';
import { addCustomer, addJob, type LiveServer, liveServer } from '../../test-support';

/** Decode bombs against the real server process: refused by their header, memory flat, sign-in unhurt. */
let server: LiveServer;
let bomb: Buffer;
beforeAll(async () => {
  server = await liveServer();
  bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
}, 60_000);
afterAll(() => server?.stop());

/** The server process's peak resident memory so far, in MB (Linux). */
const peakRssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

describe('twelve 7000 × 7000 GIFs at once', () => {
  it('are all refused by their header, the server stays small and a sign-in meanwhile stays quick', async () => {
    const store = openStore(join(server.dataDir, DB_FILE_NAME));
    const taskId = addJob(store, addCustomer(store).id, todayIn('America/Los_Angeles')).tasks[0].id;
    store.close();
    const crew = await server.employee('crew');
    const other = await server.employee('crew');
    const before = peakRssMb();
    const uploads = Array.from({ length: 12 }, () =>
      fetch(`${server.base}/api/tasks/${taskId}/photos/${randomUUID()}`, {
        method: 'PUT',
        headers: { cookie: crew.cookie, 'content-type': 'image/gif' },
        body: new Uint8Array(bomb),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } })),
    );
    const signIn = server.raw({
      path: '/api/auth/login',
      body: { username: other.username, password: other.password },
    });
    const [answers, login] = await Promise.all([Promise.all(uploads), signIn]);
    for (const a of answers) expect(a).toEqual({ status: 413, body: { message: TOO_MANY_PIXELS } });
    expect(login.status).toBe(200);
    // One decoded bomb is ~150 MB; twelve were 1.5 GB and 8 s sign-ins before the header check.
    expect(login.ms).toBeLessThan(2_000);
    expect(peakRssMb() - before).toBeLessThan(100);
  }, 60_000);
});
