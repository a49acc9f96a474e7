/**
 * Runs password checks a few at a time, taking turns between callers (client addresses): scrypt runs
 * on libuv's thread pool, so without a cap a burst of bogus logins fills every pool thread and a real
 * user's sign-in (or any file work on the pool) waits behind all of them. Round-robin by address means
 * one address's burst delays another address by at most one check per slot.
 */
export class HashQueue {
  private running = 0;
  /** Waiting jobs per address, in arrival order; the Map's order is the round-robin order. */
  private waiting = new Map<string, (() => void)[]>();

  constructor(private readonly slots = 2) {}

  run<T>(address: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.next();
          });
      };
      if (this.running < this.slots && this.waiting.size === 0) start();
      else {
        const list = this.waiting.get(address);
        if (list) list.push(start);
        else this.waiting.set(address, [start]);
      }
    });
  }

  private next() {
    while (this.running < this.slots && this.waiting.size > 0) {
      const [address, list] = this.waiting.entries().next().value as [string, (() => void)[]];
      const job = list.shift();
      // The address goes to the back of the line, so every waiting address gets the next turn before it.
      this.waiting.delete(address);
      if (list.length > 0) this.waiting.set(address, list);
      job?.();
    }
  }
}
