/**
 * Limits how many replies this server copy generates at once. Waiting requests form a queue in
 * which VIP members go ahead of everyone else (spec §6 "skip chat queue"); each waiter is told its
 * position whenever it changes.
 */
export class GenerationQueue {
  private running = 0;
  private readonly waiting: Array<{
    vip: boolean;
    start: () => void;
    onPosition: (position: number) => void;
  }> = [];

  constructor(private readonly limit: number) {}

  /**
   * Waits for a free slot; call the returned function when the generation ends. Aborting `signal`
   * while waiting leaves the queue and rejects with its reason.
   */
  acquire(
    vip: boolean,
    onPosition: (position: number) => void,
    signal?: AbortSignal,
  ): Promise<() => void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const release = () => {
        this.running--;
        this.next();
      };
      const start = () => {
        this.running++;
        resolve(once(release));
      };
      if (this.running < this.limit && this.waiting.length === 0) {
        start();
        return;
      }
      const entry = { vip, start, onPosition };
      // VIP entries go after the VIP entries already waiting, before everyone else.
      const firstNonVip = this.waiting.findIndex((other) => !other.vip);
      if (vip && firstNonVip !== -1) this.waiting.splice(firstNonVip, 0, entry);
      else this.waiting.push(entry);
      this.announce();
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.waiting.indexOf(entry);
          if (index === -1) return;
          this.waiting.splice(index, 1);
          this.announce();
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  private next() {
    while (this.running < this.limit && this.waiting.length > 0) this.waiting.shift()?.start();
    this.announce();
  }

  private announce() {
    for (const [index, entry] of this.waiting.entries()) entry.onPosition(index + 1);
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
