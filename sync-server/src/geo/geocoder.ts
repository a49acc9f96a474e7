import { customers, geocodeCache } from '@bin-valet/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/connection';
import type { Config } from '../env';

/** Nominatim's usage policy: at most one request a second, and an identifying User-Agent. */
const MIN_GAP_MS = 1000;
const TIMEOUT_MS = 10_000;

export interface Geocoder {
  /** Places the customer in the background when they have no coordinates; never waits, never throws. */
  enqueue(customerId: number): void;
  /** Whether GEOCODER_URL is set (else `search` is never asked). */
  readonly configured: boolean;
  /** The office's address search: the cached or asked answer, null when nothing was found; throws when the geocoder fails. */
  search(q: string): Promise<Place>;
}

export type Place = { latitude: number; longitude: number } | null;

/** The office's search query in the cache's shape (lower case, single spaces). */
export const searchQuery = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();

/** One line per address, so "12 Elm St,  Seattle" and "12 elm st, seattle" share a cached answer. */
export function addressQuery(c: { address: string; city: string; state: string; zipCode: string }) {
  const [address, city, state, zip] = [c.address, c.city, c.state, c.zipCode].map((part) =>
    part.toLowerCase().replace(/\s+/g, ' ').trim(),
  );
  return `${address}, ${city}, ${state} ${zip}`;
}

/** The first hit of a Nominatim `/search?format=jsonv2` answer; null when it found nothing. */
export function placeFromAnswer(body: unknown): Place {
  if (!Array.isArray(body)) throw new Error('the geocoder did not answer a list');
  const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
  if (!first) return null;
  const latitude = Number(first.lat);
  const longitude = Number(first.lon);
  const ok = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90;
  if (!ok || Math.abs(longitude) > 180) throw new Error('the geocoder answered a position that is not one');
  return { latitude, longitude };
}

const searchUrl = (base: string, q: string) => {
  const url = new URL(base.endsWith('/search') ? base : `${base}/search`);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  return url;
};

/**
 * Background geocoding of new addresses (docs/decisions/0020-curb-photos-and-places.md): one request at a time, answers
 * (a "not found" included) cached by address, and a customer who got a place meanwhile (the office's
 * pin, a crew completion) is never overwritten. Without GEOCODER_URL it does nothing.
 */
export function createGeocoder(store: Store, config: Pick<Config, 'geocoderUrl' | 'productName' | 'contactEmail'>) {
  const queue: number[] = [];
  let draining = false;
  let lastRequest = 0;

  async function ask(q: string): Promise<Place> {
    const base = config.geocoderUrl as string;
    const wait = lastRequest + MIN_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastRequest = Date.now();
    const res = await fetch(searchUrl(base, q), {
      headers: { 'User-Agent': `Magnolia ${config.productName} (${config.contactEmail})`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`the geocoder answered HTTP ${res.status}`);
    return placeFromAnswer(await res.json());
  }

  /** An answer (a "not found" included) is cached by query; a failure is not. */
  async function lookup(q: string): Promise<Place> {
    const cached = store.orm.select().from(geocodeCache).where(eq(geocodeCache.query, q)).get();
    if (cached) {
      const { latitude, longitude } = cached;
      return latitude !== null && longitude !== null ? { latitude, longitude } : null;
    }
    const found = await ask(q);
    const row = { query: q, latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
    store.write((db) => db.insert(geocodeCache).values(row).onConflictDoNothing().run());
    return found;
  }

  async function place(customerId: number) {
    const customer = store.orm.select().from(customers).where(eq(customers.id, customerId)).get();
    if (!customer || (customer.latitude !== null && customer.longitude !== null)) return;
    const found = await lookup(addressQuery(customer));
    if (!found) return;
    const { latitude, longitude } = found;
    store.write((db) =>
      db
        .update(customers)
        .set({
          latitude: String(latitude),
          longitude: String(longitude),
          coordinatesSource: 'geocoder',
          geocodedAt: new Date().toISOString(),
        })
        .where(and(eq(customers.id, customerId), isNull(customers.latitude)))
        .run(),
    );
  }

  async function drain() {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await place(id);
      } catch (err) {
        // The customer stays unplaced (the office can set the pin); a signup never fails for this.
        console.error(`[geocoder] customer ${id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    // Same tick as the empty queue was seen, so an enqueue cannot slip between the two.
    draining = false;
  }

  const geocoder: Geocoder = {
    configured: Boolean(config.geocoderUrl),
    search: (q) => lookup(searchQuery(q)),
    enqueue(customerId) {
      if (!config.geocoderUrl) return;
      queue.push(customerId);
      if (draining) return;
      draining = true;
      void drain();
    },
  };
  return geocoder;
}
