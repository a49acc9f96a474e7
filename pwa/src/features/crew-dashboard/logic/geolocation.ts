/**
 * Where the phone is, if the browser tells us within ~3 s; otherwise nothing. Never throws and never
 * waits longer, so a completion is recorded even with location off.
 */
export function currentPosition(timeoutMs = 3000): Promise<{ lat: number; lng: number } | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    try {
      navigator.geolocation.getCurrentPosition(
        (p) => {
          clearTimeout(timer);
          resolve({ lat: p.coords.latitude, lng: p.coords.longitude });
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
