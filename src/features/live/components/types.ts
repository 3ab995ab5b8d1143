export interface LivePlayerProps {
  /** An HLS playlist (live) or a replay file. */
  src: string
  /** The live stream (no seeking, no end) rather than the replay. */
  live: boolean
  poster: string
  title: string
  /** The learner's token: an encrypted replay's key requests carry it (H5; the mini-program's keys are bound by address). */
  token?: string
  /** Where the replay resumes (s). */
  startAt?: number
  onTime?: (seconds: number) => void
  onEnded?: () => void
  /** The picture stopped (network loss) or came back. */
  onStall?: (stalled: boolean) => void
}
