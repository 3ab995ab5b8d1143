import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Button } from '@tarojs/components'
import { loggedInOrLogin } from '../../../core/pageNavigation'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import type { AudioTrack } from '../../../../types/api'
import { downloadTrack, isTrackDownloaded } from '../downloads'
import './downloadButton.scss'

/** 下载 for the track in the player: kept on the device for offline practice (我的下载). */
export function DownloadButton({ track }: { track: AudioTrack }) {
  const [downloaded, setDownloaded] = useState(() => isTrackDownloaded(track.id))
  const download = useAction(async () => {
    if (!loggedInOrLogin()) return
    try {
      await downloadTrack(track)
      setDownloaded(true)
      toast('已下载，可在“我的下载”离线播放')
    } catch (e) {
      // The reason is the point (the 200 MB limit, VIP only, no network): a dialog, not a toast that cuts it.
      await Taro.showModal({ title: '无法下载', content: (e as Error).message || '下载失败，请稍后重试', showCancel: false })
    }
  })
  if (downloaded) {
    return (
      <Button className='download-button' size='mini' disabled>
        已下载
      </Button>
    )
  }
  return (
    <Button className='download-button' size='mini' loading={download.pending} disabled={download.pending} onClick={download.run}>
      {download.pending ? '下载中…' : '下载'}
    </Button>
  )
}
