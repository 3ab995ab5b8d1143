import type { ReactNode } from 'react'
import { usePlayer } from '../player'
import type { AbLoop } from '../practice'

/** What something drawn along the shared player (a track's score) reads from it and sends back to it. */
export interface PlayerFollow {
  playhead: { position: number; playing: boolean; rate: number }
  /** The A-B loop when it is on. */
  loop: AbLoop | null
  onSeek(seconds: number): void
  /** Sets the A-B loop (seconds of the track) and turns it on. */
  onLoop(loop: { a: number; b: number }): void
}

/**
 * Follows the shared player for what `children` draws (the page hands in a track's score): its own
 * component, so the playhead re-renders only it, not the page around it.
 */
export function FollowPlayer({ children }: { children: (follow: PlayerFollow) => ReactNode }) {
  const position = usePlayer((s) => s.position)
  const playing = usePlayer((s) => s.status === 'playing')
  const rate = usePlayer((s) => s.settings.rate)
  const loop = usePlayer((s) => s.settings.loop)
  const loopOn = usePlayer((s) => s.settings.loopOn)
  return (
    <>
      {children({
        playhead: { position, playing, rate },
        loop: loopOn ? loop : null,
        onSeek: (seconds) => usePlayer.getState().seek(seconds),
        onLoop: ({ a, b }) => usePlayer.getState().updateSettings({ loop: { a, b, countIn: loop?.countIn ?? false }, loopOn: true })
      })}
    </>
  )
}
