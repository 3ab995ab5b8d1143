import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField } from '../../components/Field'
import { definePage, AsyncView } from '../../components/PageShell'
import { useAsync } from '../../hooks/useAsync'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import { fetchAudioIndex } from '../../features/audio/api'
import { TrackRow } from '../../features/audio/components/TrackRow'
import { ExerciseList } from '../../features/playAlong/components/ExerciseList'
import type { AudioKind } from '~types/contract/pianoAudio'
import './index.scss'

const KIND_MARK: Record<AudioKind, string> = { exam: '考级', famous: '名曲', accompaniment: '伴奏', scales: '基本功' }

/** The piano audio library: search, the categories (exam pieces by grade, famous pieces, accompaniment, scales), featured tracks. */
function PianoAudioPage() {
  const index = useAsync(fetchAudioIndex, [])
  const [input, setInput] = useState('')
  const search = (value = input) => {
    const keywords = value.trim()
    if (keywords) go(routes.pianoAudioList, { keywords })
  }
  return (
    <View className='audio-home'>
      <View className='audio-home__search' role='search'>
        <TextField
          className='audio-home__input'
          confirmType='search'
          maxlength={50}
          placeholder='搜索曲目、作曲家'
          aria-label='搜索曲目'
          value={input}
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={(e) => search(e.detail.value)}
        />
        <Text className='audio-home__go' onClick={() => search()}>
          搜索
        </Text>
      </View>
      <AsyncView state={index} isEmpty={(d) => d.categories.length === 0} empty='曲库正在整理中，敬请期待'>
        {(d) => (
          <>
            <View className='audio-home__grid'>
              {d.categories.map((c) => (
                <View key={c.id} className='audio-home__cat' role='link' onClick={() => go(routes.pianoAudioList, { category_id: c.id })}>
                  <Text className='audio-home__cat-mark'>{KIND_MARK[c.kind]}</Text>
                  <Text className='audio-home__cat-name'>{c.name}</Text>
                  <Text className='audio-home__cat-desc'>{c.description}</Text>
                  <Text className='audio-home__cat-count'>{`${c.tracks_count} 首`}</Text>
                </View>
              ))}
            </View>
            <ExerciseList />
            {d.featured.length > 0 && (
              <View className='audio-home__featured'>
                <Text className='audio-home__heading'>精选曲目</Text>
                {d.featured.map((t) => (
                  <TrackRow key={t.id} track={t} onClick={() => go(routes.pianoAudioList, { category_id: t.category_id, id: t.id })} />
                ))}
              </View>
            )}
          </>
        )}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.pianoAudio, PianoAudioPage)
