import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import ChipBar from '../../components/ChipBar'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { linkTo, routes } from '../../routes'
import { fetchAudioIndex, fetchTracks } from '../../features/audio/api'
import { usePlayer } from '../../features/audio/player'
import { levelName } from '../../features/audio/practice'
import { PlayerPanel } from '../../features/audio/components/PlayerPanel'
import { TrackRow } from '../../features/audio/components/TrackRow'
import { DownloadButton } from '../../features/audio/components/DownloadButton'
import { FollowPlayer } from '../../features/audio/components/FollowPlayer'
import { TrackScore } from '../../features/playAlong/components/TrackScore'
import './audioList.scss'

const LEVELS: readonly (readonly [number, string])[] = [[-1, '全部'], ...Array.from({ length: 8 }, (_, i) => [i + 1, levelName(i + 1)] as const)]

/**
 * A category's tracks (graded pieces filter by grade) or a search, with the player: a track plays on
 * while the learner moves to other pages (the mini player bar), next and previous follow this list.
 */
function AudioListPage({ query }: PageProps<typeof routes.pianoAudioList>) {
  const { category_id: categoryId, keywords, id: startId } = query
  const index = useAsync(fetchAudioIndex, [])
  const category = index.data?.categories.find((c) => c.id === categoryId)
  const [level, setLevel] = useState(-1)
  const list = usePagedList((page) => fetchTracks(page, { categoryId, keywords, level: level < 0 ? undefined : level }), [categoryId, keywords, level])
  const playing = usePlayer((s) => s.queue[s.index])
  const current = playing?.id
  const started = useRef(false)
  const here = linkTo(routes.pianoAudioList, { category_id: categoryId, keywords })

  // A featured track's link starts that track once its list is in.
  useEffect(() => {
    if (started.current || !startId || list.status !== 'success') return
    started.current = true
    const at = list.items.findIndex((t) => t.id === startId)
    if (at >= 0 && current !== startId) void usePlayer.getState().playAt(list.items, at, here)
  }, [list.status, list.items, startId, current, here])

  return (
    <View className='audio-list'>
      <PlayerPanel />
      {/* One keyed box for the playing track's tools: the mini-program kept a stale 已下载 beside the new track's
          button when the two were keyed siblings replaced at once (the weapp downloads test). */}
      {playing && (
        <View key={playing.id}>
          <DownloadButton track={playing} />
          <FollowPlayer>{(follow) => <TrackScore trackId={playing.id} {...follow} />}</FollowPlayer>
        </View>
      )}
      <View className='audio-list__head'>
        <Text className='audio-list__title'>{keywords ? `搜索“${keywords}”` : (category?.name ?? '全部曲目')}</Text>
        {category && <Text className='audio-list__desc'>{category.description}</Text>}
      </View>
      {category?.kind === 'exam' && <ChipBar label='级别' items={LEVELS} value={level} onChange={setLevel} />}
      <PagedListView list={list} empty={keywords ? '没有找到相关曲目，换个关键字试试' : '这个分类还没有曲目'}>
        {(t, i) => <TrackRow key={t.id} track={t} playing={t.id === current} onClick={() => void usePlayer.getState().playAt(list.items, i, here)} />}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.pianoAudioList, AudioListPage)
