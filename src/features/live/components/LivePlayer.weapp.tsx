import { Video } from '@tarojs/components'
import type { LivePlayerProps } from './types'
import './livePlayer.scss'

/**
 * The room's player in the mini-program: WeChat's `video` plays the HLS stream and the replay natively.
 * (`live-player` needs the mini-program to hold WeChat's live-streaming category; `video` needs nothing.)
 */
export default function LivePlayer({ src, live, poster, title, startAt = 0, onTime, onEnded, onStall }: LivePlayerProps) {
  return (
    <Video
      id='live-room-player'
      className='live-player__video'
      src={src}
      poster={poster}
      title={title}
      autoplay
      controls
      initialTime={live ? 0 : startAt}
      showProgress={!live}
      enableProgressGesture={!live}
      onTimeUpdate={(e) => onTime?.(e.detail.currentTime)}
      onEnded={() => onEnded?.()}
      onWaiting={() => live && onStall?.(true)}
      onPlay={() => onStall?.(false)}
      onError={() => onStall?.(true)}
    />
  )
}
