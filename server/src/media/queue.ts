import { Queue, Worker } from 'bullmq'

/**
 * The transcoding queue, one interface over two engines: BullMQ on Redis when `REDIS_URL` is set (any
 * server process may run the worker; a job is stored in Redis, so it survives a restart, and its id is the
 * asset's, so it runs once), an in-process queue otherwise (one process; the assets left queued are handed
 * to it again at start). A job carries only the asset id: its state, progress and failure live in the
 * asset's row, which every process reads.
 */
export interface JobQueue {
  readonly kind: 'memory' | 'redis'
  /** Hands the asset to a worker; a second add of the same attempt is ignored. */
  add(assetId: number, attempt: number): Promise<void>
  /** Runs `work` for each job, one at a time in this process (a transcode takes the machine's cores). */
  work(work: (assetId: number) => Promise<void>): void
  /** Resolves when nothing is queued or running in this process (tests, shutdown). */
  idle(): Promise<void>
  close(): Promise<void>
}

export function memoryQueue(): JobQueue {
  const waiting: number[] = []
  const seen = new Set<string>()
  let worker: ((assetId: number) => Promise<void>) | null = null
  let running: Promise<void> | null = null
  let closed = false
  const idleWaiters: (() => void)[] = []

  const pump = () => {
    if (running || !worker || closed) return
    const next = waiting.shift()
    if (next === undefined) {
      for (const resolve of idleWaiters.splice(0)) resolve()
      return
    }
    running = worker(next)
      .catch(() => undefined)
      .finally(() => {
        running = null
        setImmediate(pump)
      })
  }
  return {
    kind: 'memory',
    async add(assetId, attempt) {
      const id = `${assetId}:${attempt}`
      if (seen.has(id)) return
      seen.add(id)
      waiting.push(assetId)
      setImmediate(pump)
    },
    work(w) {
      worker = w
      setImmediate(pump)
    },
    idle: () => (running || waiting.length ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async close() {
      closed = true
      await running
      for (const resolve of idleWaiters.splice(0)) resolve()
    }
  }
}

const QUEUE_NAME = 'media-transcode'

/** BullMQ on Redis: the queue every process adds to, and (when `work` is called) this process's worker. */
function redisQueue(url: string): JobQueue {
  const connection = { url, maxRetriesPerRequest: null }
  const queue = new Queue(QUEUE_NAME, { connection })
  let worker: Worker | null = null
  return {
    kind: 'redis',
    async add(assetId, attempt) {
      // The job id is the asset's attempt: BullMQ ignores an add whose id it already holds.
      await queue.add('transcode', { assetId }, { jobId: `asset-${assetId}-${attempt}`, removeOnComplete: 1000, removeOnFail: 1000 })
    },
    work(w) {
      worker = new Worker(QUEUE_NAME, async (job) => w(Number((job.data as { assetId: number }).assetId)), { connection, concurrency: 1 })
      // A failed job's reason is in its asset's row; BullMQ's own copy is only logged.
      worker.on('error', () => undefined)
    },
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed')
        if (!counts.waiting && !counts.active && !counts.delayed) return
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async close() {
      await worker?.close()
      await queue.close()
    }
  }
}

export const queueFrom = (redisUrl: string | undefined): JobQueue => (redisUrl ? redisQueue(redisUrl) : memoryQueue())
