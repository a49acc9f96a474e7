import { addDays, onOrAfter, todayIn } from '@bin-valet/schema';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { addCustomer, addJob, createTestApp, type TestApp } from '../../test-support';
import { TOKEN_WRITES_PER_HOUR, TOO_MANY_CHANGES } from './token-write-limit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

it('answers 429 after 30 accepted writes an hour from one link; refusals cost nothing, other links go on', async () => {
  const today = todayIn(t.config.businessTz);
  const date = onOrAfter(addDays(today, 8), 'saturday');
  const [mine, other] = [addCustomer(t.store), addCustomer(t.store)];
  addJob(t.store, mine.id, date);
  addJob(t.store, other.id, date);
  const path = (token: string) => `/api/track/${token}/skips`;
  // Refused calls (a past date) do not count toward the limit.
  for (let i = 0; i < 5; i++) {
    const res = await t.call('POST', path(mine.trackingToken), { body: { collectionDate: addDays(today, -7) } });
    expect(res.status).toBe(400);
  }
  for (let i = 0; i < TOKEN_WRITES_PER_HOUR; i++) {
    const res =
      i % 2 === 0
        ? await t.call('POST', path(mine.trackingToken), { body: { collectionDate: date } })
        : await t.call('DELETE', `${path(mine.trackingToken)}/${date}`);
    expect(res.status).toBeLessThan(300);
  }
  const version = t.store.currentVersion();
  expect(await t.call('DELETE', `${path(mine.trackingToken)}/${date}`)).toMatchObject({
    status: 429,
    body: { message: TOO_MANY_CHANGES },
  });
  expect(t.store.currentVersion()).toBe(version);
  expect((await t.call('POST', path(other.trackingToken), { body: { collectionDate: date } })).status).toBe(201);
});
