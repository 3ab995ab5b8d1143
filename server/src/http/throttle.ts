/**
 * In-memory fixed-window counters (issue 8 item 2): login attempts per mobile and per IP, avatar uploads
 * per learner, and MeEdu's API throttle. One process holds them; several servers behind a balancer would
 * each count on their own (documented in DECISIONS).
 */
export class FixedWindow {
  private readonly hits = new Map<string, { n: number; reset: number }>()
  private nextSweep = 0

  constructor(
    readonly limit: number,
    readonly windowMs: number
  ) {}

  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    if (now >= this.nextSweep) this.sweep(now)
    const entry = this.hits.get(key)
    if (!entry || entry.reset <= now) {
      this.hits.set(key, { n: 1, reset: now + this.windowMs })
      return true
    }
    entry.n++
    return entry.n <= this.limit
  }

  /** Seconds until `key` may try again (0 when it may now). */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.hits.get(key)
    return entry && entry.n > this.limit && entry.reset > now ? Math.ceil((entry.reset - now) / 1000) : 0
  }

  reset(key: string): void {
    this.hits.delete(key)
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.reset <= now) this.hits.delete(key)
    this.nextSweep = now + this.windowMs
  }
}
