export { haversineM } from '@bin-valet/schema';

/** '3215 W Raye St' → { number: 3215, street: 'w raye st' }; no leading number → null. */
export function parseAddress(address: string): { number: number; street: string } | null {
  const m = /^\s*(\d+)\s*[A-Za-z]?\s+(.+?)\s*$/.exec(address);
  if (!m) return null;
  return { number: Number(m[1]), street: m[2].toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ') };
}

/** The first number in an address, for the spec's 'sorted by the first number in the address'. */
export function firstNumber(address: string): number {
  const m = /\d+/.exec(address);
  return m ? Number(m[0]) : Number.POSITIVE_INFINITY;
}
