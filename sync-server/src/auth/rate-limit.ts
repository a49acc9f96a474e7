import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../../schema';

/**
 * Failed logins per username + address in a sliding window (DESIGN.md §3). Kept in memory: a restart
 * forgets it, which only ever lets an attacker start a fresh window of 5 tries.
 */
export class LoginRateLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly max = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_WINDOW_MS,
    private readonly now = () => Date.now(),
  ) {}

  private key(username: string, address: string) {
    return `${username.trim().toLowerCase()}|${address}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(username: string, address: string): boolean {
    return this.recent(this.key(username, address)).length >= this.max;
  }

  recordFailure(username: string, address: string) {
    const key = this.key(username, address);
    this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > 50_000) this.prune();
  }

  reset(username: string, address: string) {
    this.failures.delete(this.key(username, address));
  }

  private prune() {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
