import { customers, geocodeCache } from '@bin-valet/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../env';
import { as, createTestApp, fakeNominatim, nominatimHit as hit, type TestApp, validSignup } from '../test-support';
import { addressQuery } from './geocoder';

let t: TestApp | undefined;
let geo: Awaited<ReturnType<typeof fakeNominatim>> | undefined;
afterEach(async () => {
  geo?.release();
  t?.cleanup();
  await geo?.close();
  t = undefined;
  geo = undefined;
});

const placeOf = (app: TestApp, id: number) =>
  app.store.orm
    .select({
      lat: customers.latitude,
      lng: customers.longitude,
      source: customers.coordinatesSource,
      at: customers.geocodedAt,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .get();

const signUp = async (app: TestApp, over: Record<string, unknown> = {}) => {
  const res = await app.call<{ customer: { id: number } }>('POST', '/api/signups', {
    cookie: await app.adminCookie(),
    body: validSignup({ address: '12 Elm St', zipCode: '98101', ...over }),
  });
  expect(res.status).toBe(201);
  return res.body.customer.id;
};

describe('background geocoding against a Nominatim-compatible /search', () => {
  it('answers the signup at once, then places the customer from the answer and caches it', async () => {
    geo = await fakeNominatim(() => ({ status: 200, body: hit('47.6154', '-122.3378') }));
    t = await createTestApp({ GEOCODER_URL: geo.url });
    const app = t;
    // The geocoder holds its answer: the signup must not wait for it.
    const id = await signUp(app);
    expect(placeOf(app, id)?.lat).toBeNull();
    await vi.waitFor(() => expect(geo?.asked).toHaveLength(1));
    const [{ url, userAgent }] = geo.asked;
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('q')).toBe('12 elm st, seattle, wa 98101');
    expect(userAgent).toContain('Magnolia');
    geo.release();
    await vi.waitFor(() => expect(placeOf(app, id)?.source).toBe('geocoder'));
    expect(placeOf(app, id)).toMatchObject({ lat: '47.6154', lng: '-122.3378', at: expect.any(String) });

    // The same address again (spelt differently) is answered from the cache: no second request.
    const again = await signUp(app, { address: '12  ELM st', name: 'Neighbour' });
    await vi.waitFor(() => expect(placeOf(app, again)?.source).toBe('geocoder'));
    expect(geo.asked).toHaveLength(1);
    expect(app.store.orm.select().from(geocodeCache).all()).toHaveLength(1);
  });

  it('leaves a customer unplaced when nothing is found (cached too), or the geocoder fails', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      '1 nowhere rd, seattle, wa 98101': { status: 200, body: [] },
      '2 broken ave, seattle, wa 98101': { status: 500, body: { error: 'boom' } },
      '3 odd way, seattle, wa 98101': { status: 200, body: { not: 'a list' } },
    };
    geo = await fakeNominatim((q) => answers[q] ?? { status: 200, body: [] });
    geo.release();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await createTestApp({ GEOCODER_URL: geo.url });
    const app = t;
    const ids = [
      await signUp(app, { address: '1 Nowhere Rd' }),
      await signUp(app, { address: '2 Broken Ave' }),
      await signUp(app, { address: '3 Odd Way' }),
    ];
    await vi.waitFor(() => expect(geo?.asked).toHaveLength(3), { timeout: 8000 });
    await vi.waitFor(() => expect(app.store.orm.select().from(geocodeCache).all()).toHaveLength(1));
    for (const id of ids) expect(placeOf(app, id)).toMatchObject({ lat: null, source: null });
    expect(app.store.orm.select().from(geocodeCache).all()).toEqual([
      expect.objectContaining({ query: '1 nowhere rd, seattle, wa 98101', latitude: null }),
    ]);
    vi.restoreAllMocks();
  });

  it('never overwrites a place the office set meanwhile, and asks nothing for a customer with one', async () => {
    geo = await fakeNominatim(() => ({ status: 200, body: hit('47.0', '-122.0') }));
    t = await createTestApp({ GEOCODER_URL: geo.url });
    const app = t;
    await signUp(app, { latitude: '47.5', longitude: '-122.5' });
    const id = await signUp(app, { address: '9 Pine St' });
    await vi.waitFor(() => expect(geo?.asked).toHaveLength(1));
    await as(app, await app.adminCookie()).patch(`/api/signups/${id}`, { latitude: '47.7', longitude: '-122.2' });
    geo.release();
    await vi.waitFor(() => expect(app.store.orm.select().from(geocodeCache).all()).toHaveLength(1));
    expect(placeOf(app, id)).toMatchObject({ lat: '47.7', lng: '-122.2', source: 'office' });
    expect(geo.asked).toHaveLength(1);
  });

  it('normalises an address into one cache key', () => {
    expect(addressQuery({ address: ' 12  Elm St ', city: 'Seattle', state: 'WA', zipCode: '98101' })).toBe(
      '12 elm st, seattle, wa 98101',
    );
  });
});

describe('GEOCODER_URL and PHOTO_RETENTION_DAYS from the environment', () => {
  it('reads both, with defaults, and refuses nonsense at start', () => {
    const base = { DATA_DIR: '/tmp/bv-geo-config', SESSION_SECRET: 'x' };
    expect(loadConfig(base)).toMatchObject({ geocoderUrl: null, photoRetentionDays: 365 });
    expect(
      loadConfig({ ...base, GEOCODER_URL: 'https://nominatim.example/', PHOTO_RETENTION_DAYS: '30' }),
    ).toMatchObject({ geocoderUrl: 'https://nominatim.example', photoRetentionDays: 30 });
    expect(() => loadConfig({ ...base, GEOCODER_URL: 'nominatim' })).toThrow('GEOCODER_URL must be an http(s) URL');
    for (const days of ['0', '-1', '1.5', 'year'])
      expect(() => loadConfig({ ...base, PHOTO_RETENTION_DAYS: days })).toThrow('PHOTO_RETENTION_DAYS');
  });
});
