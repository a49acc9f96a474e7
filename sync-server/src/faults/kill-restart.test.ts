import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { completeMutations, faultServer, flush } from './fault-harness';

/**
 * Fault suite: the server is SIGKILLed in the middle of a 500-mutation flush and started
 * again; replies are dropped after commit at random. Every mutation must be applied exactly once and
 * the SQLite file must pass integrity_check after every kill. FAULTS_LONG=1 (npm run test:faults) runs
 * the long variant.
 */
const LONG = process.env.FAULTS_LONG === '1';
const ROUNDS = LONG ? 5 : 1;
const MUTATIONS = LONG ? 1000 : 500;
const KILLS = LONG ? 6 : 2;

let cleanup: (() => void)[] = [];
afterAll(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

describe('kill -9 in the middle of a flush', () => {
  for (let round = 0; round < ROUNDS; round++) {
    it(`applies each of ${MUTATIONS} mutations exactly once across ${KILLS} kills (round ${round + 1})`, async () => {
      const server = await faultServer(LONG ? 120 : 60);
      cleanup.push(() => rmSync(server.dataDir, { recursive: true, force: true }));
      await server.start();
      // Office staff: the stops pushed lie ahead, which crew may not close before their day.
      const cookie = await server.login('manager1');
      const taskIds = server.scheduledTaskIds(MUTATIONS);
      expect(taskIds.length).toBe(MUTATIONS);
      const queue = completeMutations(taskIds);
      const all = [...queue];
      const killAt = new Set(Array.from({ length: KILLS }, (_, i) => 1 + i * 3 + Math.floor(Math.random() * 2)));
      const integrityAfterKills: unknown[] = [];
      let restarting: Promise<void> | null = null;

      const flushing = flush(server.base, cookie, `fault-${randomUUID()}`, queue, {
        dropReply: () => Math.random() < 0.2,
        onBatchSent: (i) => {
          if (killAt.has(i) && !restarting) {
            // Kill while this batch is in flight, check the file, then bring the server back.
            restarting = (async () => {
              await new Promise((r) => setTimeout(r, Math.random() * 15));
              await server.kill();
              integrityAfterKills.push(server.integrity());
              await server.start();
              restarting = null;
            })();
          }
        },
        deadlineMs: 120_000,
      });
      await flushing;
      while (restarting) await restarting;
      await server.stop();

      expect(integrityAfterKills.length).toBeGreaterThan(0);
      for (const r of integrityAfterKills) expect(r).toBe('ok');
      expect(server.integrity()).toBe('ok');
      const state = server.inspect((db) => ({
        completed: (
          db
            .prepare(`SELECT count(*) AS n FROM tasks WHERE status = 'completed' AND id IN (${taskIds.join(',')})`)
            .get() as { n: number }
        ).n,
        stored: db
          .prepare('SELECT mutation_id AS id, count(*) AS n FROM sync_mutations GROUP BY mutation_id')
          .all() as {
          id: string;
          n: number;
        }[],
        completedAt: db
          .prepare(`SELECT id, completed_at AS at FROM tasks WHERE id IN (${taskIds.join(',')})`)
          .all() as {
          id: number;
          at: string;
        }[],
      }));
      expect(state.completed).toBe(MUTATIONS);
      expect(state.stored.length).toBe(MUTATIONS);
      expect(state.stored.every((s) => s.n === 1)).toBe(true);
      // The time recorded is the tap's, not the moment the push finally got through.
      const tapTimes = new Map(all.map((m) => [m.args.taskId, m.args.completedAt]));
      for (const row of state.completedAt) expect(row.at).toBe(tapTimes.get(row.id));
    }, 180_000);
  }
});
