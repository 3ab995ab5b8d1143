import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { TextArea, TextField } from '../../components/Field'
import Segmented from '../../components/Segmented'
import Switch from '../../components/Switch'
import { DELETE, PAUSE, PLAY, TAG } from '../../components/Icon/paths'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { useAsync } from '../../hooks/useAsync'
import { useAction } from '../../hooks/useAction'
import { formatCountdown } from '../../hooks/useCountdown'
import { back } from '../../core/pageNavigation'
import { toast } from '../../core/toast'
import { invalidate } from '../../core/freshness'
import { routes } from '../../routes'
import { fetchTeacherTake, reviewTake } from '../../features/homework/api'
import { assignmentFacts } from '../../features/homework/components/AssignmentCard'
import { Stars } from '../../features/homework/components/Stars'
import { TakeFeedback } from '../../features/homework/components/TakeFeedback'
import { Waveform } from '../../features/homework/components/Waveform'
import { useTakePlayer } from '../../features/homework/takePlayer'
import { formatRate } from '../../features/audio/practice'
import '../../features/homework/components/homework.scss'
import './homework.scss'

/** Slower listening for a teacher, the pitch kept (the shared player's rate, as in the practice tools). */
const RATES = [0.75, 0.9, 1] as const
const MAX_NOTES = 20

interface DraftNote {
  key: number
  atMs: number
  text: string
}

/** Reviewing one take: play (0.75x-1x), 标注 at the current moment, stars, comment, 请重新录制, submit. */
function HomeworkTakePage({ query }: PageProps<typeof routes.homeworkTake>) {
  const detail = useAsync(() => fetchTeacherTake(query.id), [query.id])
  const player = useTakePlayer()
  const [notes, setNotes] = useState<DraftNote[]>([])
  const [stars, setStars] = useState(0)
  const [comment, setComment] = useState('')
  const [redo, setRedo] = useState(false)

  // Leaving the page stops the take (the store's actions are stable: read once).
  useEffect(() => () => useTakePlayer.getState().stop(), [])

  const submit = useAction(async () => {
    if (stars < 1) {
      toast('请给出1-5星的评分')
      return
    }
    if (notes.some((n) => !n.text.trim())) {
      toast('标注内容不能为空')
      return
    }
    await reviewTake(query.id, { stars, comment: comment.trim(), redo: redo ? 1 : 0, notes: notes.map((n) => ({ at_ms: n.atMs, text: n.text.trim() })) })
    toast('点评已发送', 'success')
    invalidate('homework')
    player.stop()
    await back()
  })

  return (
    <View className='homework'>
      <AsyncView state={detail}>
        {({ take, assignment: a, learner, history }) => {
          const seconds = take.duration_ms / 1000
          const mine = player.src === take.url
          const mark = () => {
            if (notes.length >= MAX_NOTES) {
      toast('标注最多20条')
      return
    }
            const atMs = Math.min(take.duration_ms, Math.round((mine ? player.position : 0) * 1000))
            setNotes((list) => [...list, { key: Date.now(), atMs, text: '' }].sort((x, y) => x.atMs - y.atMs))
          }
          return (
            <>
              <View className='hw-section'>
                <Text className='hw-section__title'>{a.title}</Text>
                <Text className='hw-section__hint'>{`${learner.nick_name} · ${assignmentFacts(a)}`}</Text>
                <Waveform
                  peaks={take.peaks}
                  durationMs={take.duration_ms}
                  positionMs={mine ? player.position * 1000 : 0}
                  marks={notes.map((n) => ({ id: n.key, atMs: n.atMs, label: n.text }))}
                  onMark={(m) => player.seekPlay(take.url, a.title, seconds, m.atMs / 1000)}
                />
                <View className='hw-section__actions'>
                  <Button kind='primary' icon={mine && player.playing ? PAUSE : PLAY} className='hw-section__grow' onClick={() => player.toggle(take.url, a.title, seconds)}>
                    {mine && player.playing ? '暂停' : '播放'}
                  </Button>
                  <Button kind='secondary' icon={TAG} className='hw-section__grow' onClick={mark}>
                    标注
                  </Button>
                </View>
                <View className='hw-section__row'>
                  <Segmented label='播放速度' items={RATES.map((r) => [r, formatRate(r)] as const)} value={player.rate as (typeof RATES)[number]} onChange={(r) => player.setRate(r)} className='hw-section__grow' />
                  <Text className='homework__clock'>{`${formatCountdown(mine ? player.position : 0)} / ${formatCountdown(seconds)}`}</Text>
                </View>
              </View>

              <View className='hw-section' role='region' aria-label='点评'>
                <Text className='hw-section__title'>点评</Text>
                {notes.map((n) => (
                  <View key={n.key} className='homework__note'>
                    <Text className='homework__note-at'>{formatCountdown(n.atMs / 1000)}</Text>
                    <TextField
                      maxlength={100}
                      placeholder='这里要注意什么'
                      aria-label={`${formatCountdown(n.atMs / 1000)} 的标注`}
                      value={n.text}
                      focus={!n.text}
                      onInput={(e) => setNotes((list) => list.map((x) => (x.key === n.key ? { ...x, text: e.detail.value } : x)))}
                    />
                    <Button kind='ghost' size='sm' icon={DELETE} ariaLabel={`删除 ${formatCountdown(n.atMs / 1000)} 的标注`} onClick={() => setNotes((list) => list.filter((x) => x.key !== n.key))}>
                      删除
                    </Button>
                  </View>
                ))}
                <Stars value={stars} onChange={setStars} />
                <TextArea maxlength={500} placeholder='写给学员的话（选填）' aria-label='点评内容' value={comment} onInput={(e) => setComment(e.detail.value)} />
                <Switch label='请重新录制' checked={redo} onChange={setRedo} />
                <Button kind='primary' size='lg' block className='hw-section__main' loading={submit.pending} onClick={submit.run}>
                  提交点评
                </Button>
              </View>

              {history.length > 0 && <Text className='hw-section__title homework__heading'>之前的录音</Text>}
              {history.map((t) => (
                <TakeFeedback key={t.id} take={t} title={a.title} />
              ))}
            </>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.homeworkTake, HomeworkTakePage)
