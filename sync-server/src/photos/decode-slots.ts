import { HttpError } from '../http/errors';

/**
 * A small counting semaphore for image decodes: a decoded photo holds width × height × channels bytes, so
 * two at a time bound the memory photos can take, and a short queue keeps a burst from piling up requests.
 */
export class DecodeSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most decodes ever running at once, so a test can see the bound hold. */
  peak = 0;

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) {
      if (this.waiting.length >= this.maxWaiting)
        throw new HttpError(503, 'The server is busy with other photos; it will be sent again shortly.');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Every photo decode on this server goes through these: at most 2 running, at most 32 waiting. */
export const decodeSlots = new DecodeSlots(2, 32);
