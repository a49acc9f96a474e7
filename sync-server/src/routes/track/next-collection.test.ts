import { addDays, dayName, type PublicTracking, todayIn, weekdayOf } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertJobWithTasks } from '../../domain/scheduling';
import { addCustomer, as, createTestApp, messagesOf, roleCookies, SMS_ENV, type TestApp } from '../../test-support';

/** The next collection as the public tracking page and the customer's text tell it, through the real app. */
let t: TestApp;
let today: string;
beforeEach(async () => {
  t = await createTestApp(SMS_ENV);
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

describe('the next collection', () => {
  it('is never a missed one: the tracking page and the missed text name the same next date', async () => {
    const day = weekdayOf(today);
    const customer = addCustomer(t.store, { binsToCurbDay: day, collectionDay: day, binsToResidenceDay: day });
    const [thisWeek, nextWeek] = t.store.write((db) => [
      insertJobWithTasks(db, customer, today),
      insertJobWithTasks(db, customer, addDays(today, 7)),
    ]);
    const next = async () => (await t.call<PublicTracking>('GET', `/api/track/${customer.trackingToken}`)).body.next;
    // The answer is the story as a customer reads it, without any id.
    expect(await next()).toMatchObject({ collectionDate: thisWeek.job.collectionDate, binsOutDate: today });
    expect(await next()).not.toHaveProperty('jobId');

    const cookies = await roleCookies(t);
    const [curb] = thisWeek.tasks;
    expect((await as(t, cookies.crew).patch(`/api/tasks/${curb.id}`, { status: 'missed' })).status).toBe(200);
    const after = await next();
    expect(after).toMatchObject({
      collectionDate: nextWeek.job.collectionDate,
      binsOutDate: nextWeek.tasks[0].scheduledDate,
    });
    // The office's customer list reads the same next date.
    const office = await as(t, cookies.manager).get<Record<string, { collectionDate: string }>>(
      '/api/admin/customers/next-jobs',
    );
    expect(office.body[String(customer.id)]).toEqual({ collectionDate: nextWeek.job.collectionDate });
    const [missed] = await messagesOf(t, customer.id);
    expect(missed.kind).toBe('missed');
    expect(missed.body).toContain(`Next collection: ${dayName(nextWeek.job.collectionDate)}.`);
  });
});
