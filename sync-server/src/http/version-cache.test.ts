import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays, todayIn } from '@bin-valet/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { addCustomer, addJob, as, createTestApp, type TestApp } from '../test-support';
import { AnswerCache, answerCacheOf } from './version-cache';

/** The answer cache holds at most its bound in memory however many distinct ranges are asked for. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const memory = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const MB = 1024 * 1024;

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

describe('answer cache', () => {
  it('stays under its default 64 MB for 100,000 distinct ranges, measured in the heap', () => {
    const bound = loadConfig({ DATA_DIR: '/tmp/bv-cache-bound' }).answerCacheBytes;
    expect(bound).toBe(64 * MB);
    const cache = new AnswerCache(bound);
    const encoder = new TextEncoder();
    const answer = JSON.stringify([{ id: 1, notes: 'n'.repeat(900) }]);
    const before = memory();
    for (let i = 0; i < 100_000; i++) {
      const start = addDays('2026-01-01', i % 3650);
      cache.put(`tasks:${start}:${addDays(start, 1 + Math.floor(i / 3650))}`, 1, encoder.encode(answer));
      expect(cache.bytes).toBeLessThanOrEqual(bound);
    }
    const grown = memory() - before;
    // 100,000 answers of ~1 KB would take ~100 MB kept; the cache keeps what fits and drops the rest.
    expect(cache.size).toBeLessThan(100_000);
    expect(grown).toBeLessThan(bound + 8 * MB);
  });

  it('counts keys and bookkeeping too: 100,000 empty answers stay under a 4 MB bound', () => {
    const cache = new AnswerCache(4 * MB);
    const empty = new TextEncoder().encode('[]');
    const before = memory();
    for (let i = 0; i < 100_000; i++) cache.put(`calendar:${i}:${addDays('2026-01-01', i % 3650)}`, 1, empty);
    expect(cache.bytes).toBeLessThanOrEqual(4 * MB);
    // Unbounded, these would take ~45 MB of heap.
    expect(memory() - before).toBeLessThan(4 * MB + 4 * MB);
  });

  it('drops the least recently used answer, not the oldest one still asked for', () => {
    const cache = new AnswerCache(3 * 1500);
    const kb = new Uint8Array(1000);
    cache.put('a', 1, kb);
    cache.put('b', 1, kb);
    cache.put('c', 1, kb);
    expect(cache.get('a')).toBeDefined();
    cache.put('d', 1, kb);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('through the real app: thousands of distinct ranges keep it under ANSWER_CACHE_MB, answers unchanged', async () => {
    t = await createTestApp({ ANSWER_CACHE_MB: '1' });
    const today = todayIn(t.config.businessTz);
    addJob(t.store, addCustomer(t.store).id, today);
    const crew = as(t, (await t.userWithRole('crew')).cookie);
    const range = (i: number) => {
      const start = addDays(today, (i % 1000) - 500);
      return `/api/crew/tasks?startDate=${start}&endDate=${addDays(start, Math.floor(i / 1000))}`;
    };
    const first = await crew.get(range(0));
    expect(first.status).toBe(200);
    const cache = answerCacheOf(t.store, t.config.answerCacheBytes);
    for (let i = 1; i < 3_000; i++) {
      expect((await crew.get(range(i))).status).toBe(200);
      expect(cache.bytes).toBeLessThanOrEqual(MB);
    }
    expect(cache.size).toBeLessThan(3_000);
    expect((await crew.get(range(0))).body).toEqual(first.body);
  }, 60_000);
});
