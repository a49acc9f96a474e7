const HOUR_MS = 60 * 60 * 1000;

/**
 * Accepted anonymous signups per client address in the last hour. In memory: a restart only gives a
 * flooding address a fresh hour. Check and record run in one synchronous step before the write.
 */
export class SignupLimiter {
  private accepted = new Map<string, number[]>();

  constructor(private readonly now = () => Date.now()) {}

  /** Records one signup for `address`, or answers false when `limit` were accepted in the last hour. */
  take(address: string, limit: number): boolean {
    if (limit <= 0) return true;
    const cutoff = this.now() - HOUR_MS;
    const recent = (this.accepted.get(address) ?? []).filter((t) => t > cutoff);
    if (recent.length >= limit) {
      this.accepted.set(address, recent);
      return false;
    }
    recent.push(this.now());
    this.accepted.set(address, recent);
    if (this.accepted.size > 10_000) this.prune(cutoff);
    return true;
  }

  /** Gives back a signup that was recorded but not written (the write failed). */
  giveBack(address: string) {
    this.accepted.get(address)?.pop();
  }

  private prune(cutoff: number) {
    for (const [address, list] of this.accepted) if (!list.some((t) => t > cutoff)) this.accepted.delete(address);
  }
}
