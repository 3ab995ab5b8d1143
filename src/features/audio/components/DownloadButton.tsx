import { useState } from 'react'
import Button from '../../../components/Button'
import { alert } from '../../../components/Dialog'
import { CHECK, DOWNLOAD } from '../../../components/Icon/paths'
import { loggedInOrLogin } from '../../../core/pageNavigation'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import type { AudioTrack } from '~types/contract/pianoAudio'
import { downloadListening, downloadLesson, downloadTrack, isDownloaded, isTrackDownloaded } from '../downloads'
import './downloadButton.scss'

interface SaveProps {
  /** Already on the device when the button is drawn. */
  saved: () => boolean
  save: () => Promise<unknown>
  label?: string
  savedLabel?: string
}

/** 下载 of something for offline practice (我的下载): login first; a refusal explained in a dialog. */
function SaveButton({ saved, save, label = '下载', savedLabel = '已下载' }: SaveProps) {
  const [downloaded, setDownloaded] = useState(saved)
  const download = useAction(
    async () => {
      if (!loggedInOrLogin()) return
      await save()
      setDownloaded(true)
      toast('已下载，可在“我的下载”离线播放')
    },
    {
      // The reason is the point (the 200 MB limit, VIP only, no network): a dialog, not a toast that cuts it.
      onError: (e) => alert('无法下载', (e as Error).message || '下载失败，请稍后重试')
    }
  )
  if (downloaded) {
    return (
      <Button kind='ghost' size='sm' icon={CHECK} className='download-button' disabled>
        {savedLabel}
      </Button>
    )
  }
  return (
    <Button kind='secondary' size='sm' icon={DOWNLOAD} className='download-button' loading={download.pending} onClick={download.run}>
      {download.pending ? '下载中…' : label}
    </Button>
  )
}

/** 下载 for the track in the player: kept on the device for offline practice (我的下载). */
export function DownloadButton({ track }: { track: AudioTrack }) {
  return <SaveButton saved={() => isTrackDownloaded(track.id)} save={() => downloadTrack(track)} />
}

/** 下载音频 on a lesson of a downloadable course the learner may watch. */
export function LessonDownloadButton({ lesson, courseTitle }: { lesson: { id: number; title: string }; courseTitle: string }) {
  return <SaveButton key={lesson.id} saved={() => isDownloaded('lesson', lesson.id)} save={() => downloadLesson(lesson, courseTitle)} label='下载音频' savedLabel='音频已下载' />
}

/** 下载听力 on a handed-in sitting with listening questions (`questionIds`): a practice copy of each. */
export function ListeningDownloadButton({ kind, recordId, questionIds }: { kind: 'paper' | 'mock'; recordId: number; questionIds: number[] }) {
  return (
    <SaveButton
      saved={() => questionIds.every((id) => isDownloaded('listening', id))}
      save={() => downloadListening(kind, recordId)}
      label='下载听力（练习用）'
      savedLabel='听力已下载'
    />
  )
}
