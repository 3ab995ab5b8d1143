import { useState } from 'react'
import { create } from 'zustand'

/** A video's last reported position (seconds) and whether it plays. */
interface VideoState {
  position: number
  playing: boolean
}

const createVideoPlayhead = () => create<VideoState>(() => ({ position: 0, playing: false }))
export type VideoPlayhead = ReturnType<typeof createVideoPlayhead>

/**
 * The lesson video's playhead, one per page: the page reports each time update into it and only the score
 * reading it re-renders (not the whole lesson page a few times a second).
 */
export function useVideoPlayhead(): VideoPlayhead {
  const [store] = useState(createVideoPlayhead)
  return store
}
