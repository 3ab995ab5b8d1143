/**
 * In-memory fixed-window counters: the memory side of the shared limits (server/src/http/shared.ts: login
 * attempts, SMS sends, avatar uploads, MeEdu's API throttle) when there is no REDIS_URL, and the Q&A image
 * upload limit, which counts per process (docs/decisions/shared-state-for-several-processes.md).
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
