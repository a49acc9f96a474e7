import { addDays, collectionDatesBetween, holidayShiftFor, onOrAfter, todayIn } from '@bin-valet/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { addCustomer, addJob, as, createTestApp, messagesOf, rowsOf, SMS_ENV, type TestApp } from '../test-support';
import { queueScheduleChange } from './causes';

/** Collection requests and schedule changes, and the messages route's refusals. */
let t: TestApp;
afterEach(() => t?.cleanup());

describe('other kinds', () => {
  it('confirms a collection requested on the tracking page', async () => {
    t = await createTestApp(SMS_ENV);
    const customer = addCustomer(t.store, { collectionDay: 'saturday' });
    // The first Saturday collection from tomorrow, where the city collects it (holiday weeks move it).
    const tomorrow = addDays(todayIn(t.config.businessTz), 1);
    const date = collectionDatesBetween('saturday', tomorrow, addDays(tomorrow, 13))[0].collectionDate;
    const res = await t.call('POST', `/api/track/${customer.trackingToken}/schedule-collection`, {
      body: { collectionDate: date },
    });
    expect(res.status).toBe(201);
    const [m] = await messagesOf(t, customer.id);
    expect(m.kind).toBe('collection_request');
    expect(m.body).toContain('request for a collection');
  });

  it('tells the customer once when a service-day change moves their next collection', async () => {
    t = await createTestApp(SMS_ENV);
    const customer = addCustomer(t.store);
    // A week no holiday moves: the Saturday → Friday change then really changes the collection date.
    let saturday = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
    while (holidayShiftFor(addDays(saturday, -1)) || holidayShiftFor(saturday)) saturday = addDays(saturday, 7);
    addJob(t.store, customer.id, saturday);
    const office = as(t, await t.adminCookie());
    const move = { collectionDay: 'friday', binsToCurbDay: 'thursday', binsToResidenceDay: 'friday', updateJobs: true };
    expect((await office.patch(`/api/signups/${customer.id}`, move)).status).toBe(200);
    expect((await office.patch(`/api/signups/${customer.id}`, move)).status).toBe(200);
    const list = await messagesOf(t, customer.id);
    expect(list.map((m) => m.kind)).toEqual(['schedule_change']);
    expect(list[0].body).toContain('New service days: collection Fri, ');
    expect(list[0].body).toContain('(was Sat, ');
  });

  it('queueScheduleChange: one message per customer per change, none when the date did not move', async () => {
    t = await createTestApp(SMS_ENV);
    const a = addCustomer(t.store);
    const b = addCustomer(t.store, { name: 'B', email: 'b@example.com' });
    const change = (customerId: number, next: string | null, previous: string | null) =>
      t.store.write((db) =>
        queueScheduleChange(db, t.config, {
          customerId,
          changeKey: 'service-change-7',
          nextCollection: next,
          previousCollection: previous,
        }),
      );
    expect(change(a.id, '2026-12-05', '2026-12-04')).toBe(true);
    expect(change(a.id, '2026-12-05', '2026-12-04')).toBe(false);
    expect(change(b.id, '2026-12-05', '2026-12-04')).toBe(true);
    expect(change(b.id, '2026-12-12', '2026-12-12')).toBe(false);
    expect(rowsOf(t, a.id)).toHaveLength(1);
    expect(rowsOf(t, a.id)[0].body).toContain('Next collection: Sat, Dec 5 (was Fri, Dec 4)');
    expect(rowsOf(t, b.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown customer and 400 for a bad id', async () => {
    t = await createTestApp(SMS_ENV);
    const office = as(t, await t.adminCookie());
    expect((await office.get('/api/customers/999/messages')).status).toBe(404);
    expect((await office.get('/api/customers/abc/messages')).status).toBe(400);
  });

  it('tells each customer whose next collection a declared delay moves, and nothing when it is removed at once', async () => {
    t = await createTestApp(SMS_ENV);
    const moved = addCustomer(t.store);
    const untouched = addCustomer(t.store);
    let saturday = onOrAfter(addDays(todayIn(t.config.businessTz), 1), 'saturday');
    while (holidayShiftFor(saturday)) saturday = addDays(saturday, 7);
    addJob(t.store, moved.id, saturday);
    addJob(t.store, untouched.id, addDays(saturday, 7));
    const office = as(t, await t.adminCookie());
    const declared = await office.post<{ id: number; jobsMoved: number }>('/api/service-changes', {
      name: 'Snow delay',
      startDate: saturday,
      endDate: saturday,
      shiftDays: 1,
    });
    expect(declared.status).toBe(201);
    expect(declared.body.jobsMoved).toBe(1);
    const first = await messagesOf(t, moved.id);
    expect(first.map((m) => m.kind)).toEqual(['schedule_change']);
    expect(first[0].body).toContain('Snow delay: collection Sun, ');
    expect(await messagesOf(t, untouched.id)).toEqual([]);
    expect((await office.delete(`/api/service-changes/${declared.body.id}`)).status).toBe(200);
    // Undone within the hold: the held message is dropped and the customer hears nothing.
    expect(await messagesOf(t, moved.id)).toEqual([]);
  });
});
