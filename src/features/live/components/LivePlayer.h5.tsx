import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { LivePlayerProps } from './types'
import './livePlayer.scss'

/** Network errors of the stream: try again after this long (the room shows 正在重连 meanwhile). */
const RETRY_MS = 2000

const isHls = (src: string) => /\.m3u8(\?|$)/.test(src)
const KEY_URL = /\/media\/hls\/\d+\/key\?/

/**
 * The room's player on H5: a `<video>`; an HLS stream plays through hls.js where the browser has Media
 * Source Extensions, natively otherwise (older iPhones). hls.js is imported here only (its own chunk,
 * fetched when a live room plays: never in the first load). A dropped network is retried until the stream flows again; the learner never reloads.
 */
export default function LivePlayer({ src, live, poster, title, token = '', startAt = 0, onTime, onEnded, onStall }: LivePlayerProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const [muted, setMuted] = useState(false)
  const handlers = useRef({ onTime, onEnded, onStall })
  handlers.current = { onTime, onEnded, onStall }

  useEffect(() => {
    const video = ref.current
    if (!video || !src) return
    let gone = false
    let hls: { destroy(): void } | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    // Browsers refuse sound before a tap: then start muted and offer the sound.
    const play = () => {
      video.play().catch(() => {
        if (gone) return
        video.muted = true
        setMuted(true)
        video.play().catch(() => {})
      })
    }
    // hls.js wherever Media Source Extensions exist (its live edge and retries are the same everywhere);
    // the browser's own HLS only without them (older iPhones).
    const mse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
    if (isHls(src) && (mse || !video.canPlayType('application/vnd.apple.mpegurl'))) {
      import(/* webpackChunkName: "hls" */ 'hls.js/dist/hls.light.mjs').then(({ default: Hls }) => {
        if (gone) return
        const h = new Hls({
          liveSyncDurationCount: 2,
          manifestLoadingMaxRetry: 2,
          levelLoadingMaxRetry: 2,
          fragLoadingMaxRetry: 2,
          startPosition: live ? -1 : startAt,
          // An encrypted replay's key goes only to this learner: its request carries their token.
          xhrSetup: (xhr, url) => {
            if (token && KEY_URL.test(url)) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
          }
        })
        hls = h
        h.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return
          handlers.current.onStall?.(true)
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return h.recoverMediaError()
          clearTimeout(retry)
          // A stream not cut yet (the push has only just started) has no playlist: ask for it again.
          retry = setTimeout(() => {
            if (gone) return
            if (h.levels.length) h.startLoad()
            else h.loadSource(src)
          }, RETRY_MS)
        })
        h.on(Hls.Events.FRAG_BUFFERED, () => handlers.current.onStall?.(false))
        h.on(Hls.Events.MANIFEST_PARSED, play)
        h.loadSource(src)
        h.attachMedia(video)
      })
    } else {
      video.src = src
      const resume = () => {
        if (startAt > 0 && startAt < video.duration - 1) video.currentTime = startAt
        play()
      }
      video.addEventListener('loadedmetadata', resume, { once: true })
    }
    return () => {
      gone = true
      clearTimeout(retry)
      hls?.destroy()
    }
    // startAt is read once per source: the resume point of that replay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src])

  return (
    <View className='live-player'>
      <video
        ref={ref}
        className='live-player__video'
        poster={poster}
        title={title}
        controls
        playsInline
        data-live={live ? '1' : '0'}
        onTimeUpdate={(e) => handlers.current.onTime?.(e.currentTarget.currentTime)}
        onEnded={() => handlers.current.onEnded?.()}
        onWaiting={() => live && handlers.current.onStall?.(true)}
        onPlaying={() => handlers.current.onStall?.(false)}
      />
      {muted && (
        <Text
          className='live-player__unmute'
          onClick={() => {
            if (ref.current) ref.current.muted = false
            setMuted(false)
          }}
        >
          点击开启声音
        </Text>
      )}
    </View>
  )
}
