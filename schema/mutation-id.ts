/**
 * A new mutation id: a time-ordered UUID (RFC 9562, version 7): 48 bits of Unix milliseconds, then
 * 74 random bits. The server files every applied mutation under (clientId, mutationId) for
 * exactly-once replies; ids that grow with time are appended at the end of their client's range of
 * that index instead of landing on random pages. Written out rather than taken from the `uuid`
 * package (docs/decisions/0008-time-ordered-mutation-ids.md).
 */
export function newMutationId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let ms = Math.max(0, Math.floor(now));
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
