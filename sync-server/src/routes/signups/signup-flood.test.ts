import { join } from 'node:path';
import { addDays, OPEN_PERIOD_WEEKS_AHEAD, todayIn } from '@bin-valet/schema';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE_NAME } from '../../db/connection';
import { type LiveServer, liveServer } from '../../test-support';

/** An anonymous signup flood against the real server process, with the default limit (10 an hour). */
let server: LiveServer;
beforeAll(async () => {
  server = await liveServer();
}, 40_000);
afterAll(() => server.stop());

const today = todayIn('America/Los_Angeles');
const signup = (i: number) => ({
  name: `Flood ${i}`,
  address: `${i} Flood Lane`,
  zipCode: '98199',
  phone: '2065550100',
  email: `flood${i}@example.com`,
  needsGarbage: true,
  serviceStartDate: today,
  serviceEndDate: addDays(today, 5 * 365),
});

function readDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(join(server.dataDir, DB_FILE_NAME), { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

describe('anonymous signup flood', () => {
  it('accepts 10 signups an hour from one address, writes only 8 weeks of jobs each and keeps the server responsive', async () => {
    const burst = Array.from({ length: 60 }, (_, i) =>
      server.raw({ path: '/api/signups', body: signup(i), from: '127.0.0.5' }),
    );
    await new Promise((r) => setTimeout(r, 20));
    const other = await server.raw({ path: '/api/public/config', from: '127.0.0.6' });
    const answers = await Promise.all(burst);
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1000);

    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(50);
    expect(JSON.parse(refused[0]?.body ?? '{}').message).toMatch(/Too many signups/);

    const horizon = addDays(today, OPEN_PERIOD_WEEKS_AHEAD * 7);
    const jobs = readDb(
      (db) =>
        db
          .prepare(
            `SELECT count(*) AS n, max(j.collection_date) AS last FROM jobs j JOIN signups s ON s.id = j.customer_id
              WHERE s.name LIKE 'Flood %'`,
          )
          .get() as { n: number; last: string },
    );
    expect(jobs.n).toBeLessThanOrEqual(10 * (OPEN_PERIOD_WEEKS_AHEAD + 1));
    expect(jobs.last <= horizon).toBe(true);

    // Another address is not held back by the first one's limit.
    const elsewhere = await server.raw({ path: '/api/signups', body: signup(99), from: '127.0.0.7' });
    expect(elsewhere.status).toBe(201);
  }, 60_000);
});
