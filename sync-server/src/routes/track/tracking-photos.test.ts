import { addDays, onOrAfter, type PhotosByTask, type TrackingRecord, todayIn } from '@bin-valet/schema';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertJobWithTasks } from '../../domain/scheduling';
import { as, cameraJpeg, createCustomer, createTestApp, putPhoto, type TestApp } from '../../test-support';

let t: TestApp;
let today: string;
beforeEach(async () => {
  t = await createTestApp();
  today = todayIn(t.config.businessTz);
});
afterEach(() => t.cleanup());

const PHOTO_A = '0193a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a5b';
const PHOTO_B = '0193a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a5c';

/** A customer with one past job (two tasks) and a curb photo on its first task. */
async function customerWithPhoto(photoId: string) {
  const customer = await createCustomer(t, { latitude: '47.64', longitude: '-122.35' });
  // Its bins-to-curb task the day before: within the 14 days back a crew member may photograph, whatever today is.
  const past = onOrAfter(addDays(today, -12), 'saturday');
  const { tasks } = t.store.write((db) => insertJobWithTasks(db, customer, past));
  const crew = await t.userWithRole('crew');
  const path = `/api/tasks/${tasks[0].id}/photos/${photoId}?latitude=47.6401&longitude=-122.3502&takenAt=${addDays(past, -1)}T16:00:00Z`;
  const upload = await putPhoto(t, path, crew.cookie, await cameraJpeg(400, 300));
  expect(upload.status).toBe(201);
  return { customer, tasks, crew, staffUrl: upload.body.url };
}

describe('curb photos on the public tracking page', () => {
  it('lists each task’s photos under the customer’s own token, with nothing internal in the answer', async () => {
    const { customer, crew, staffUrl } = await customerWithPhoto(PHOTO_A);
    const res = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/services`);
    expect(res.status).toBe(200);
    const withPhoto = res.body.filter((r) => (r.photos ?? []).length > 0);
    expect(withPhoto).toHaveLength(1);
    const [photo] = withPhoto[0].photos ?? [];
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(photo.url).toBe(`/api/track/${customer.trackingToken}/photos/${photo.id}`);
    expect(photo.takenAt).toMatch(/T16:00:00\.000Z$/);
    const text = JSON.stringify(res.body);
    for (const secret of [PHOTO_A, staffUrl, '/api/photos/', crew.username, '47.64', '-122.35', '"task-']) {
      expect(text).not.toContain(secret);
    }

    const image = await t.app.request(`http://localhost:3000${photo.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 400,
      exif: undefined,
    });
  });

  it('answers 404 for a photo asked for through another customer’s token, or an id that is not one', async () => {
    const mine = await customerWithPhoto(PHOTO_A);
    const other = await customerWithPhoto(PHOTO_B);
    const list = await t.call<TrackingRecord[]>('GET', `/api/track/${mine.customer.trackingToken}/services`);
    const photoId = list.body.flatMap((r) => r.photos ?? [])[0].id;
    const theirs = await t.call('GET', `/api/track/${other.customer.trackingToken}/photos/${photoId}`);
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Not found' } });
    for (const id of [PHOTO_A, 'A'.repeat(16), '..%2F..%2Fx', mine.staffUrl.split('/').pop()]) {
      const res = await t.call('GET', `/api/track/${mine.customer.trackingToken}/photos/${id}`);
      expect(res.status).toBe(404);
    }
    expect((await t.call('GET', `/api/track/${'B'.repeat(22)}/photos/${photoId}`)).status).toBe(404);
  });

  it('shows today’s photo among the upcoming services and drops it when the task is deleted', async () => {
    const customer = await createCustomer(t);
    // The next Saturday after today, so its bins-to-curb task (the Friday before) is today or later.
    const { tasks } = t.store.write((db) => insertJobWithTasks(db, customer, onOrAfter(addDays(today, 1), 'saturday')));
    const admin = await t.adminCookie();
    await putPhoto(t, `/api/tasks/${tasks[0].id}/photos/${PHOTO_A}`, admin, await cameraJpeg(50, 50));
    const upcoming = await t.call<TrackingRecord[]>('GET', `/api/track/${customer.trackingToken}/upcoming-services`);
    const [photo] = upcoming.body.flatMap((r) => r.photos ?? []);
    expect((await t.app.request(`http://localhost:3000${photo.url}`)).status).toBe(200);
    expect((await as(t, admin).delete(`/api/jobs/${tasks[0].jobId}`)).status).toBe(204);
    expect((await t.call('GET', photo.url)).status).toBe(404);
  });
});

describe('POST /api/tasks/photos/bulk', () => {
  it('answers every asked task with its photos for staff, and 401 without a session', async () => {
    const { tasks, staffUrl, crew } = await customerWithPhoto(PHOTO_A);
    const res = await as(t, crew.cookie).post('/api/tasks/photos/bulk', { taskIds: [tasks[0].id, tasks[1].id, 999] });
    expect(res.status).toBe(200);
    const body = res.body as PhotosByTask;
    expect(body[String(tasks[1].id)]).toEqual([]);
    expect(body['999']).toEqual([]);
    expect(body[String(tasks[0].id)]).toEqual([
      {
        id: PHOTO_A,
        url: staffUrl,
        takenAt: expect.stringMatching(/T16:00:00\.000Z$/),
        latitude: 47.6401,
        longitude: -122.3502,
        employeeName: crew.username,
      },
    ]);
    expect((await t.call('POST', '/api/tasks/photos/bulk', { body: { taskIds: [tasks[0].id] } })).status).toBe(401);
    expect((await as(t, crew.cookie).post('/api/tasks/photos/bulk', { taskIds: 'x' })).status).toBe(400);
  });
});
