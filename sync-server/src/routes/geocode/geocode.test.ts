import { geocodeCache } from '@bin-valet/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, fakeNominatim, nominatimHit, type TestApp } from '../../test-support';

let t: TestApp | undefined;
let geo: Awaited<ReturnType<typeof fakeNominatim>> | undefined;
afterEach(async () => {
  geo?.release();
  t?.cleanup();
  await geo?.close();
  t = undefined;
  geo = undefined;
  vi.restoreAllMocks();
});

const search = (q: string) => `/api/geocode?q=${encodeURIComponent(q)}`;

describe('GET /api/geocode: the Location card address search', () => {
  it('finds an address through GEOCODER_URL, caches the answer, and says when nothing is found', async () => {
    geo = await fakeNominatim((q) =>
      q.startsWith('3400 w dravus')
        ? { status: 200, body: nominatimHit('47.6489', '-122.4012') }
        : { status: 200, body: [] },
    );
    geo.release();
    t = await createTestApp({ GEOCODER_URL: geo.url });
    const office = as(t, (await t.userWithRole('customer_service')).cookie);

    const found = await office.get(search('3400 W Dravus St, Seattle, WA 98199'));
    expect(found).toMatchObject({
      status: 200,
      body: { configured: true, place: { latitude: 47.6489, longitude: -122.4012 } },
    });
    expect(geo.asked[0]?.url.searchParams.get('q')).toBe('3400 w dravus st, seattle, wa 98199');
    expect(geo.asked[0]?.userAgent).toContain('Magnolia');
    // The same address spelt differently is answered from the cache.
    await office.get(search('  3400 W DRAVUS St,  Seattle, WA 98199'));
    expect(geo.asked).toHaveLength(1);

    const missing = await office.get(search('1 Nowhere Rd'));
    expect(missing).toMatchObject({ status: 200, body: { configured: true, place: null } });
    expect(t.store.orm.select().from(geocodeCache).all()).toHaveLength(2);
  });

  it('answers 502 with a sentence when the geocoder fails, and caches nothing', async () => {
    geo = await fakeNominatim(() => ({ status: 500, body: { error: 'boom' } }));
    geo.release();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await createTestApp({ GEOCODER_URL: geo.url });
    const res = await t.call<{ message: string }>('GET', search('12 Elm St'), { cookie: await t.adminCookie() });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/place the pin by hand/);
    expect(t.store.orm.select().from(geocodeCache).all()).toHaveLength(0);
  });

  it('without GEOCODER_URL says so (the pin is placed by hand), and the public config tells the screen first', async () => {
    t = await createTestApp();
    const res = await t.call('GET', search('12 Elm St'), { cookie: await t.adminCookie() });
    expect(res).toMatchObject({ status: 200, body: { configured: false, place: null } });
    expect((await t.call<{ addressSearch: boolean }>('GET', '/api/public/config')).body.addressSearch).toBe(false);
  });

  it('refuses an empty or overlong query with a 400 sentence, and crew and strangers outright', async () => {
    t = await createTestApp();
    const admin = await t.adminCookie();
    for (const path of ['/api/geocode', search('   '), search('x'.repeat(201))]) {
      const res = await t.call<{ message: string }>('GET', path, { cookie: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/address/);
    }
    const crew = await t.userWithRole('crew');
    expect((await t.call('GET', search('12 Elm St'), { cookie: crew.cookie })).status).toBe(403);
    expect((await t.call('GET', search('12 Elm St'))).status).toBe(401);
  });
});
