import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { definePage, AsyncView } from '../../components/PageShell'
import { useAsync } from '../../hooks/useAsync'
import { useAction } from '../../hooks/useAction'
import { linkTo, routes } from '../../routes'
import { totalBytes, sizeLabel, type DownloadEntry } from '../../core/downloadIndex'
import { downloadLimit } from '../../platform/downloads'
import { playItemKey, usePlayer } from '../../features/audio/player'
import { downloadedSource, myDownloads, removeAllDownloads, removeDownload } from '../../features/audio/downloads'
import { clockOf, levelName } from '../../features/audio/practice'
import { PlayerPanel } from '../../features/audio/components/PlayerPanel'
import '../../features/audio/components/trackRow.scss'
import './downloads.scss'
import { confirm } from '../../components/Dialog'

const KIND_LABEL: Record<DownloadEntry['kind'], string> = { track: '钢琴音频', lesson: '课程音频', listening: '听力练习' }

/**
 * 我的下载: what this learner kept on the device, with sizes and the total (on weapp against
 * WeChat's 200 MB); a tap plays it from the device in the shared player with the practice tools, offline too.
 */
function DownloadsPage() {
  const list = useAsync(async () => myDownloads(), [])
  const current = usePlayer((s) => {
    const t = s.queue[s.index]
    return t ? playItemKey(t) : ''
  })
  const [, rerender] = useState(0)
  const here = linkTo(routes.downloads)

  const play = (items: DownloadEntry[], at: number) =>
    void usePlayer.getState().playAt(
      items.map((e) => e.track),
      at,
      here,
      downloadedSource(items)
    )

  const confirmed = (content: string) => confirm({ title: '删除下载', content, confirmText: '删除', danger: true })
  const removeOne = useAction(async (entry: DownloadEntry) => {
    if (!(await confirmed(`删除“${entry.title}”？删除后需联网重新下载。`))) return
    await removeDownload(entry)
    await list.reload()
    rerender((n) => n + 1)
  })
  const removeAll = useAction(async () => {
    if (!(await confirmed('删除全部下载？删除后需联网重新下载。'))) return
    await removeAllDownloads()
    await list.reload()
  })

  return (
    <View className='downloads'>
      <PlayerPanel />
      <AsyncView state={list} isEmpty={(items) => items.length === 0} empty='还没有下载。钢琴音频的曲目、可下载课程的课时音频、交卷后的听力题都可以下载，没有网络也能练习'>
        {(items) => {
          const used = totalBytes(items)
          return (
            <>
              <View className='downloads__summary'>
                <Text aria-label='已用空间'>
                  {downloadLimit ? `已用 ${sizeLabel(used)} / ${sizeLabel(downloadLimit)}（微信本地存储上限）` : `共 ${items.length} 项，已用 ${sizeLabel(used)}`}
                </Text>
                <Button className='downloads__clear' size='sm' disabled={removeAll.pending} onClick={removeAll.run}>
                  全部删除
                </Button>
              </View>
              <View role='list' aria-label='我的下载'>
                {items.map((e, i) => (
                  <View key={`${e.kind}-${e.id}`} role='listitem' className={`track-row ${current === playItemKey(e.track) ? 'track-row--on' : ''}`}>
                    <View className='track-row__body' role='button' aria-label={`播放 ${e.title}`} onClick={() => play(items, i)}>
                      <Text className='track-row__title'>{e.title}</Text>
                      <Text className='track-row__meta'>
                        {[KIND_LABEL[e.kind], e.track.composer, levelName(e.track.level), clockOf(e.track.duration), sizeLabel(e.size)].filter(Boolean).join(' · ')}
                      </Text>
                    </View>
                    <Button className='downloads__remove' size='sm' aria-label={`删除 ${e.title}`} disabled={removeOne.pending} onClick={() => void removeOne.run(e)}>
                      删除
                    </Button>
                  </View>
                ))}
              </View>
            </>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.downloads, DownloadsPage)
