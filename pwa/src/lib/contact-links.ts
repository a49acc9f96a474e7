/**
 * Links a crew phone hands to its own apps (maps, dialler, messages): built from the local copy of
 * the customer, so they work with no signal.
 */

export const PRODUCT_NAME = 'Magnolia Bin Valet';

interface Place {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: string | null;
  longitude: string | null;
}

const coordinate = (v: string | null, limit: number): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * Directions to the house: the maps app at the stored coordinates, or the street address when the
 * customer has none (the universal link opens the installed maps app on Android and iOS).
 */
export function navigateUrl(c: Place): string {
  const lat = coordinate(c.latitude, 90);
  const lng = coordinate(c.longitude, 180);
  const destination =
    lat !== null && lng !== null ? `${lat},${lng}` : `${c.address}, ${c.city}, ${c.state} ${c.zipCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Digits only (a leading + kept), so the dialler gets a number whatever the office typed. */
export const dialable = (phone: string) => phone.trim().replace(/(?!^\+)[^\d]/g, '');

export const telUrl = (phone: string) => `tel:${dialable(phone)}`;

/** `sms:` with a prefilled body; `?body=` is read by both Android and iOS messages apps. */
export const smsUrl = (phone: string, body: string) => `sms:${dialable(phone)}?body=${encodeURIComponent(body)}`;

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The short message a crew member sends from the curb about one task. */
export function stopMessage(customerName: string, taskType: string): string {
  const where = taskType === 'return_to_house' ? 'back at the house' : 'at the curb';
  return `Hi ${firstName(customerName)}, your bins are ${where}. – ${PRODUCT_NAME}`;
}
