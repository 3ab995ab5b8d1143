/**
 * Takes on their way to the server. A take the learner submitted stays here, on the device, until the
 * server has it: a failed upload keeps it (with the failure's message) for a retry on a tap or when the
 * network comes back, always with the same client id, so the server answers a repeated upload with the
 * take it already has and never makes two. Takes an earlier run kept come back with `restore`. Pure: the
 * upload, keeping and deleting files are handed in.
 */
export interface PendingTake {
  /** The app's id of this take (8-64 of A-Za-z0-9-), sent with every attempt. */
  clientId: string
  assignmentId: number
  path: string
  durationMs: number
  size: number
  mime: string
  peaks: number[]
  state: 'uploading' | 'failed'
  /** The recording is kept on the device across restarts (`path` is where); else only for this session. */
  kept: boolean
  /** Why the last attempt failed (shown under the take). */
  error: string
  /** The failure may pass by itself (network, timeout, server trouble); a refusal will not. */
  retryable: boolean
}

export type UploadFailure = { message: string; retryable: boolean }

/** Shown under a take whose upload the closing of the app cut off. */
const INTERRUPTED = '上次没有上传完成'

export function newClientId(now = Date.now(), random = Math.random): string {
  return `take-${now.toString(36)}-${Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0')}`
}

export class TakeQueue<R> {
  private takes: PendingTake[] = []

  constructor(
    private readonly upload: (take: PendingTake) => Promise<R>,
    private readonly describe: (error: unknown) => UploadFailure,
    private readonly changed: () => void,
    /** A take left the queue: the server has it (`sent`), or the learner deleted it. */
    private readonly left: (take: PendingTake, sent: boolean) => void = () => undefined
  ) {}

  list(assignmentId?: number): PendingTake[] {
    return this.takes.filter((t) => assignmentId === undefined || t.assignmentId === assignmentId)
  }

  /** Queues a take and sends it; resolves the server's answer, or null when it failed (then it stays queued). */
  submit(take: Omit<PendingTake, 'state' | 'error' | 'retryable'>): Promise<R | null> {
    this.takes = [...this.takes.filter((t) => t.clientId !== take.clientId), { ...take, state: 'failed', error: '', retryable: true }]
    return this.send(take.clientId)
  }

  /**
   * Takes kept by an earlier run, listed again with their client ids (one already queued is not doubled).
   * One whose upload was under way when the app closed may or may not have arrived: it is sent again, and
   * the server answers a repeat with the take it has.
   */
  restore(takes: readonly PendingTake[]): void {
    const queued = new Set(this.takes.map((t) => t.clientId))
    const back = takes
      .filter((t) => !queued.has(t.clientId))
      .map((t): PendingTake => ({ ...t, state: 'failed', error: t.error || INTERRUPTED, retryable: t.state === 'uploading' || t.retryable }))
    if (!back.length) return
    this.takes = [...back, ...this.takes]
    this.changed()
  }

  /** Forgets every take (the learner logged out); their files are the caller's to delete. */
  clear(): void {
    this.takes = []
    this.changed()
  }

  /** Sends one queued take again (a tap on 重新上传). */
  retry(clientId: string): Promise<R | null> {
    return this.send(clientId)
  }

  /** Sends every take whose failure may have passed (the network is back). */
  async retryAll(): Promise<void> {
    for (const t of this.takes.filter((x) => x.state === 'failed' && x.retryable)) await this.send(t.clientId)
  }

  /** Drops a take the learner gave up on. */
  remove(clientId: string): PendingTake | undefined {
    const take = this.takes.find((t) => t.clientId === clientId)
    this.takes = this.takes.filter((t) => t.clientId !== clientId)
    this.changed()
    if (take) this.left(take, false)
    return take
  }

  private patch(clientId: string, patch: Partial<PendingTake>): void {
    this.takes = this.takes.map((t) => (t.clientId === clientId ? { ...t, ...patch } : t))
    this.changed()
  }

  private async send(clientId: string): Promise<R | null> {
    const take = this.takes.find((t) => t.clientId === clientId)
    // One attempt at a time per take: a second tap while it uploads does nothing.
    if (!take || take.state === 'uploading') return null
    this.patch(clientId, { state: 'uploading', error: '' })
    try {
      const answer = await this.upload(take)
      this.takes = this.takes.filter((t) => t.clientId !== clientId)
      this.changed()
      this.left(take, true)
      return answer
    } catch (e) {
      const failure = this.describe(e)
      this.patch(clientId, { state: 'failed', error: failure.message, retryable: failure.retryable })
      return null
    }
  }
}
