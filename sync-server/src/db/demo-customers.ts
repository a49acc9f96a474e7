import { randomBytes } from 'node:crypto';
import { addDays, addMonths, CONTACT_METHODS, type CustomerStatus, WEEKDAYS, type Weekday } from '@bin-valet/schema';
import { EW_STREETS, FIRST_NAMES, LAST_NAMES, NS_AVENUES } from './demo-data';
import { DEMO_DAYS_AHEAD } from './demo-history';

/** The demo neighbourhood's customers: who they are, where they live, what they need and pay. */

/** Deterministic PRNG (mulberry32) so every demo database, and every test on it, is the same. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}

/** The demo seed's random source. */
export type DemoRandom = ReturnType<typeof prng>;

export const DEMO_CUSTOMER_COUNT = 40;

/**
 * A signup's end date renewed a year at a time until it lies past the seeded jobs (a week's margin for
 * holiday moves): an old customer's 3-month term would otherwise have ended, leaving them with no current period.
 */
export function demoEndDate(startDate: string, months: number, today: string): string {
  let end = addMonths(startDate, months);
  while (end < addDays(today, DEMO_DAYS_AHEAD + 7)) end = addMonths(end, 12);
  return end;
}

/** Index-based status mix: mostly active, 4 suspended, 2 cancelled. */
const statusFor = (i: number): CustomerStatus => (i % 10 === 7 ? 'suspended' : i % 20 === 13 ? 'cancelled' : 'active');

/** Collection days used by the city in Magnolia; curb the day before, back the same day or the day after. */
const COLLECTION_DAYS: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];
const RATES = [5, 5, 5, 5, 8, 10, 12, 15] as const;

/** The `i`th demo customer's row. */
export function demoCustomer(i: number, r: DemoRandom, today: string) {
  const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`;
  let address: string;
  let lat: number;
  let lng: number;
  if (i % 3 === 2) {
    const ave = NS_AVENUES[i % NS_AVENUES.length];
    const num = r.int(20, 35) * 100 + r.int(0, 49) * 2 + (i % 2);
    address = `${num} ${ave.street}`;
    lat = 47.63 + ((num - 2000) / 100) * 0.0011;
    lng = ave.lng + (r.next() - 0.5) * 0.0008;
  } else {
    const st = EW_STREETS[i % EW_STREETS.length];
    const num = r.int(26, 38) * 100 + r.int(0, 49) * 2 + (i % 2);
    address = `${num} ${st.street}`;
    lat = st.lat + (r.next() - 0.5) * 0.0004;
    lng = -122.393 - ((num - 2800) / 100) * 0.0012;
  }
  const collectionDay = COLLECTION_DAYS[i % COLLECTION_DAYS.length];
  const ci = WEEKDAYS.indexOf(collectionDay);
  const needsGarbage = i % 9 !== 4;
  const needsCompost = i % 4 !== 1;
  const needsRecycling = i % 5 !== 3 || !needsGarbage;
  const qty = () => (r.chance(0.2) ? r.int(2, 3) : 1);
  const createdDaysAgo = [0, 1, 3, 10, 25, 45, 120, 200, 400, 800][i % 10] + (i >= 10 ? r.int(0, 5) : 0);
  const startDate = addDays(today, -createdDaysAgo);
  return {
    name,
    address,
    city: 'Seattle',
    state: 'WA',
    zipCode: '98199',
    latitude: lat.toFixed(6),
    longitude: lng.toFixed(6),
    geocodedAt: new Date().toISOString(),
    coordinatesSource: 'geocoder',
    phone: `206555${String(142 + i * 3).padStart(4, '0')}`,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    needsGarbage,
    garbageQty: needsGarbage ? qty() : 0,
    needsCompost,
    compostQty: needsCompost ? qty() : 0,
    needsRecycling,
    recyclingQty: needsRecycling ? qty() : 0,
    contactMethod: CONTACT_METHODS[i % 3],
    binsToCurbDay: WEEKDAYS[(ci + 6) % 7],
    collectionDay,
    binsToResidenceDay: i % 2 === 0 ? collectionDay : WEEKDAYS[(ci + 1) % 7],
    serviceRate: RATES[i % RATES.length],
    customerStatus: statusFor(i),
    serviceStartDate: startDate,
    serviceEndDate: i % 4 === 0 ? null : demoEndDate(startDate, [3, 6, 12][i % 3], today),
    notes: i % 6 === 0 ? 'Signed up at the Magnolia Village farmers market.' : null,
    trackingToken: randomBytes(18).toString('base64url'),
    createdAt: `${addDays(today, -createdDaysAgo)}T18:00:00.000Z`,
  };
}
