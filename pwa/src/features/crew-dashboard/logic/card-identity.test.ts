import { describe, expect, it } from 'vitest';
import type { LocalCustomer, LocalJob } from '../../../db/rows';
import { assignment, job, task } from '../../../sync/test-rows';
import { type KeptCards, keepCards } from './card-identity';

/** A re-read keeps every unchanged card object, so one changed row repaints one card. */

const customer = (version: number) => ({ id: 1, version }) as LocalCustomer;
const jobs = (version = 200) => new Map<number, LocalJob>([[1, { ...job(1), version }]]);
const customers = (version = 1) => new Map([[1, customer(version)]]);

describe('keepCards', () => {
  it('gives back the previous cards when the re-read shows the same versions', () => {
    const kept: KeptCards = new Map();
    const first = keepCards(kept, undefined, [task(1), task(2)], jobs(), customers());
    const again = keepCards(kept, first, [task(1), task(2)], jobs(), customers());
    expect(again).toBe(first);
  });

  it('makes a new card only for the task whose version or crew changed', () => {
    const kept: KeptCards = new Map();
    const first = keepCards(kept, undefined, [task(1), task(2)], jobs(), customers());
    const changed = keepCards(kept, first, [task(1), task(2, { version: 99 })], jobs(), customers());
    expect(changed).not.toBe(first);
    expect(changed[0]).toBe(first[0]);
    expect(changed[1]).not.toBe(first[1]);
    const crewed = keepCards(
      kept,
      changed,
      [{ ...task(1), crew: [assignment(10, 1)] }, task(2, { version: 99 })],
      jobs(),
      customers(),
    );
    expect(crewed[0]).not.toBe(changed[0]);
    expect(crewed[1]).toBe(changed[1]);
  });

  it('renews every card of a job or customer whose version changed', () => {
    const kept: KeptCards = new Map();
    const first = keepCards(kept, undefined, [task(1)], jobs(), customers());
    expect(keepCards(kept, first, [task(1)], jobs(201), customers())[0]).not.toBe(first[0]);
    const second = keepCards(kept, undefined, [task(1)], jobs(201), customers());
    expect(keepCards(kept, second, [task(1)], jobs(201), customers(2))[0]).not.toBe(second[0]);
  });
});
