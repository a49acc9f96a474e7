import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS } from '@bin-valet/schema';

/** A login attempt that has been let through to the password check; exactly one of its methods is called. */
export interface LoginAttempt {
  /** The password was wrong (or the account unknown or inactive): the reservation becomes a failure. */
  failed(): void;
  /** The password was right: the reservation is released and the username's failures are forgotten. */
  succeeded(): void;
}

/**
 * Failed logins per username + address, and per address across usernames, in a sliding window.
 * An attempt is reserved before the (slow) password check, so a burst of parallel guesses cannot
 * all pass the check while the first ones are still hashing: in-flight attempts count as failures
 * until they are settled. Kept in memory: a restart only ever lets an attacker start a fresh window.
 */
export class LoginRateLimiter {
  private failures = new Map<string, number[]>();
  private inFlight = new Map<string, number>();

  constructor(
    private readonly max = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_WINDOW_MS,
    private readonly now = () => Date.now(),
    private readonly maxPerAddress = LOGIN_MAX_FAILURES_PER_ADDRESS,
  ) {}

  private key(username: string, address: string) {
    return `u|${username.trim().toLowerCase()}|${address}`;
  }

  private addressKey(address: string) {
    return `a|${address}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private used(key: string) {
    return this.recent(key).length + (this.inFlight.get(key) ?? 0);
  }

  private bump(key: string, by: number) {
    const n = (this.inFlight.get(key) ?? 0) + by;
    if (n > 0) this.inFlight.set(key, n);
    else this.inFlight.delete(key);
  }

  private fail(key: string) {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** Reserves one password check, or answers undefined when the limit is reached (429, no check). */
  reserve(username: string, address: string): LoginAttempt | undefined {
    const user = this.key(username, address);
    const addr = this.addressKey(address);
    if (this.used(user) >= this.max || this.used(addr) >= this.maxPerAddress) return undefined;
    this.bump(user, 1);
    this.bump(addr, 1);
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      this.bump(user, -1);
      this.bump(addr, -1);
      if (ok) {
        this.failures.delete(user);
      } else {
        this.fail(user);
        this.fail(addr);
      }
      if (this.failures.size > 50_000) this.prune();
    };
    return { failed: () => settle(false), succeeded: () => settle(true) };
  }

  isBlocked(username: string, address: string): boolean {
    return (
      this.used(this.key(username, address)) >= this.max || this.used(this.addressKey(address)) >= this.maxPerAddress
    );
  }

  recordFailure(username: string, address: string) {
    this.fail(this.key(username, address));
    this.fail(this.addressKey(address));
    if (this.failures.size > 50_000) this.prune();
  }

  private prune() {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
