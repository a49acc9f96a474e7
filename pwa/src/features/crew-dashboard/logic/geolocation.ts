/** Where the phone is; `accuracy` is the browser's radius of uncertainty, in metres. */
export interface PhonePosition {
  lat: number;
  lng: number;
  accuracy: number;
}

/**
 * Where the phone is, if the browser tells us within ~3 s; otherwise nothing. Never throws and never
 * waits longer, so a completion is recorded even with location off. The accuracy goes with the
 * position: the server learns a customer's place only from a precise one (docs/architecture.md §2).
 */
export function currentPosition(timeoutMs = 3000): Promise<PhonePosition | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    try {
      navigator.geolocation.getCurrentPosition(
        (p) => {
          clearTimeout(timer);
          resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy });
        },
        () => {
          clearTimeout(timer);
          resolve(undefined);
        },
        { enableHighAccuracy: true, maximumAge: 60_000, timeout: timeoutMs },
      );
    } catch {
      clearTimeout(timer);
      resolve(undefined);
    }
  });
}
