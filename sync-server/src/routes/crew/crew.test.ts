import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type CrewTask, type RouteTask, taskAssignments } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREW_SQL } from '../../db/raw-sql';
import { addCustomer, addJob, as, createTestApp, makeEmployee, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof roleCookies>>;
beforeEach(async () => {
  t = await createTestApp();
  cookies = await roleCookies(t);
});
afterEach(() => t.cleanup());

/** Two customers collected Saturday 2026-12-05 (curb Friday 12-04), one the week after. */
function week() {
  const b = addCustomer(t.store, { name: 'Bea', address: '9 Birch Ave', latitude: '47.64', longitude: '-122.40' });
  const a = addCustomer(t.store, {
    name: 'Al',
    address: '1 Ash St',
    needsCompost: true,
    compostQty: 2,
    needsRecycling: false,
  });
  const jb = addJob(t.store, b.id, '2026-12-05');
  const ja = addJob(t.store, a.id, '2026-12-05');
  addJob(t.store, a.id, '2026-12-12');
  return { a, b, ja, jb };
}

describe('GET /api/crew/tasks', () => {
  it('answers crew tasks in range ordered by date then address, for any staff', async () => {
    const { a, ja, jb } = week();
    for (const cookie of [cookies.crew, cookies.customer_service, cookies.manager]) {
      const res = await as(t, cookie).get<CrewTask[]>('/api/crew/tasks?startDate=2026-11-30&endDate=2026-12-06');
      expect(res.status).toBe(200);
      expect(res.body.map((x) => [x.scheduledDate, x.customer.address, x.taskType])).toEqual([
        ['2026-12-04', '1 Ash St', 'take_to_curb'],
        ['2026-12-04', '9 Birch Ave', 'take_to_curb'],
        ['2026-12-05', '1 Ash St', 'return_to_house'],
        ['2026-12-05', '9 Birch Ave', 'return_to_house'],
      ]);
      expect(res.body[0]).toEqual({
        id: ja.tasks[0].id,
        jobId: ja.job.id,
        taskType: 'take_to_curb',
        status: 'scheduled',
        scheduledDate: '2026-12-04',
        notes: null,
        completedAt: null,
        job: { notes: null, regularDate: '2026-12-05' },
        bins: { garbage: 1, compost: 2, recycling: 0 },
        customer: {
          id: a.id,
          name: 'Al',
          address: '1 Ash St',
          needsGarbage: true,
          garbageQty: 1,
          needsCompost: true,
          compostQty: 2,
          needsRecycling: false,
          recyclingQty: 1,
          recyclingAnchorDate: null,
        },
      });
      expect(res.body[1].jobId).toBe(jb.job.id);
    }
    const day = await as(t, cookies.crew).get<CrewTask[]>('/api/crew/tasks?startDate=2026-12-11&endDate=2026-12-11');
    expect(day.body).toHaveLength(1);
  });

  it('validates the range and needs a session', async () => {
    const get = (q: string) => as(t, cookies.crew).get(`/api/crew/tasks${q}`);
    expect((await t.call('GET', '/api/crew/tasks?startDate=2026-12-01&endDate=2026-12-07')).body).toEqual({
      message: 'Authentication required',
    });
    expect((await get('')).body).toEqual({ message: 'Start date is required' });
    expect((await get('?startDate=2026-13-01')).body).toEqual({ message: 'Dates must be written as yyyy-MM-dd' });
    expect((await get('?startDate=2026-12-07&endDate=2026-12-01')).body).toEqual({
      message: 'End date must be on or after start date',
    });
    expect((await get('?startDate=2026-01-01&endDate=2026-03-31')).body).toEqual({
      message: 'The date range can be at most 62 days',
    });
    expect((await get('?startDate=2026-12-01&endDate=2026-12-01')).status).toBe(200);
  });
});

describe('GET /api/crew/route-tasks', () => {
  it('answers snake_case route tasks for ?date= or a range', async () => {
    const { b, jb } = week();
    const res = await as(t, cookies.crew).get<RouteTask[]>('/api/crew/route-tasks?date=2026-12-04');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[1]).toEqual({
      id: jb.tasks[0].id,
      job_id: jb.job.id,
      customer_id: b.id,
      customer_name: 'Bea',
      address: '9 Birch Ave',
      phone: '2065550100',
      latitude: '47.64',
      longitude: '-122.40',
      task_type: 'take_to_curb',
      status: 'scheduled',
      scheduled_date: '2026-12-04',
      completed_distance_m: null,
      bins: { garbage: 1, compost: 0, recycling: 0 },
      crew: [],
      skipped_by_customer: false,
    });
    // Each task names its crew, as the planner shows them for dates the browser does not hold.
    const crew = makeEmployee(t, { username: 'dana', name: 'Dana Driver', role: 'crew' });
    t.store.write((db) =>
      db.insert(taskAssignments).values({ taskId: jb.tasks[0].id, employeeId: crew.id, role: 'driver' }).run(),
    );
    const assigned = await as(t, cookies.manager).get<RouteTask[]>('/api/crew/route-tasks?date=2026-12-04');
    expect(assigned.body.find((x) => x.id === jb.tasks[0].id)?.crew).toEqual([
      { employee_id: crew.id, name: 'Dana Driver', role: 'driver' },
    ]);
    const range = await as(t, cookies.customer_service).get<RouteTask[]>(
      '/api/crew/route-tasks?startDate=2026-12-01&endDate=2026-12-31',
    );
    expect(range.body).toHaveLength(6);
    expect((await t.call('GET', '/api/crew/route-tasks?date=2026-12-04')).status).toBe(401);
    expect((await as(t, cookies.crew).get('/api/crew/route-tasks')).body).toEqual({
      message: 'Start date is required',
    });
    expect((await as(t, cookies.crew).get('/api/crew/route-tasks?date=')).body).toEqual({
      message: 'Date is required',
    });
    expect((await as(t, cookies.crew).get('/api/crew/route-tasks?date=12/04/2026')).status).toBe(400);
  });
});

describe('GET /api/crew/calendar-data', () => {
  it('counts tasks per day', async () => {
    week();
    const res = await as(t, cookies.crew).get('/api/crew/calendar-data?startDate=2026-12-01&endDate=2027-01-31');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ '2026-12-04': 2, '2026-12-05': 2, '2026-12-11': 1, '2026-12-12': 1 });
    expect(
      (await as(t, cookies.crew).get('/api/crew/calendar-data?startDate=2026-01-01&endDate=2026-12-31')).body,
    ).toEqual({ message: 'The date range can be at most 100 days' });
    expect((await t.call('GET', '/api/crew/calendar-data?startDate=2026-12-01&endDate=2026-12-31')).status).toBe(401);
  });
});

describe('query plans', () => {
  it('search tasks by the scheduled_date index', () => {
    for (const sql of Object.values(CREW_SQL)) {
      const plan = t.store.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('2026-12-01', '2026-12-07') as {
        detail: string;
      }[];
      expect(plan.map((p) => p.detail).join('\n')).toMatch(/tasks_scheduled_date_idx/);
    }
  });
});

describe('version-keyed answers', () => {
  it('serves a fresh answer after any write and a 304 for an unchanged ETag', async () => {
    const { ja } = week();
    const path = '/api/crew/tasks?startDate=2026-11-30&endDate=2026-12-06';
    const first = await as(t, cookies.crew).get<CrewTask[]>(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"v\d+-/);
    const again = await t.call('GET', path, { cookie: cookies.crew, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    t.store.sqlite.prepare("UPDATE tasks SET status = 'completed' WHERE job_id = ?").run(ja.job.id);
    const after = await t.call<CrewTask[]>('GET', path, { cookie: cookies.crew, headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.filter((x) => x.jobId === ja.job.id).every((x) => x.status === 'completed')).toBe(true);
  });
});

describe('compressed answers', () => {
  const path = '/api/crew/route-tasks?startDate=2026-11-30&endDate=2026-12-13';
  const fetchRaw = (acceptEncoding?: string) =>
    t.app.request(`http://localhost:3000${path}`, {
      headers: { cookie: cookies.crew, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends Brotli or gzip when the browser offers it, the same JSON as uncompressed', async () => {
    week();
    const plain = await fetchRaw();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const json = await plain.json();
    expect(json).toHaveLength(6);

    const br = await fetchRaw('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(json);

    const gz = await fetchRaw('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(json);

    const refused = await fetchRaw('br;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('recompresses after a write instead of serving the old bytes', async () => {
    const { ja } = week();
    const before = await fetchRaw('br');
    t.store.sqlite.prepare("UPDATE tasks SET status = 'missed' WHERE job_id = ?").run(ja.job.id);
    const after = await fetchRaw('br');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const rows = JSON.parse(brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString()) as RouteTask[];
    expect(rows.filter((x) => x.job_id === ja.job.id).every((x) => x.status === 'missed')).toBe(true);
  });
});

describe('completion distance on route tasks', () => {
  it('reports how far from the customer a task was completed', async () => {
    const { jb } = week();
    const curb = jb.tasks.find((x) => x.taskType === 'take_to_curb');
    t.store.sqlite
      .prepare(
        "UPDATE tasks SET status = 'completed', completed_lat = '47.642', completed_lng = '-122.40' WHERE id = ?",
      )
      .run(curb?.id);
    const res = await as(t, cookies.manager).get<RouteTask[]>('/api/crew/route-tasks?date=2026-12-04');
    const row = res.body.find((x) => x.id === curb?.id);
    expect(row?.completed_distance_m).toBe(222);
    expect(res.body.filter((x) => x.id !== curb?.id).every((x) => x.completed_distance_m === null)).toBe(true);
  });
});
