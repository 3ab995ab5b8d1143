import { useEffect, useState } from 'react'
import { View, Text, Button, Input, Textarea, Switch } from '@tarojs/components'
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
                <View className='hw-section__row'>
                  <Button className='hw-button hw-button--primary' onClick={() => player.toggle(take.url, a.title, seconds)}>
                    {mine && player.playing ? '暂停' : '播放'}
                  </Button>
                  <Button className='hw-button' onClick={mark}>
                    标注
                  </Button>
                  <Text className='hw-section__hint'>{`${formatCountdown(mine ? player.position : 0)} / ${formatCountdown(seconds)}`}</Text>
                </View>
                <View className='hw-section__row' role='radiogroup' aria-label='播放速度'>
                  {RATES.map((r) => (
                    <View
                      key={r}
                      role='radio'
                      aria-checked={player.rate === r}
                      className={`hw-button ${player.rate === r ? 'hw-button--primary' : ''}`}
                      onClick={() => player.setRate(r)}
                    >
                      {formatRate(r)}
                    </View>
                  ))}
                </View>
              </View>

              <View className='hw-section' role='region' aria-label='点评'>
                <Text className='hw-section__title'>点评</Text>
                {notes.map((n) => (
                  <View key={n.key} className='hw-section__row'>
                    <Text className='take-feedback__note-at'>{formatCountdown(n.atMs / 1000)}</Text>
                    <Input
                      className='hw-field'
                      style={{ flex: 1 }}
                      maxlength={100}
                      placeholder='这里要注意什么'
                      aria-label={`${formatCountdown(n.atMs / 1000)} 的标注`}
                      value={n.text}
                      focus={!n.text}
                      onInput={(e) => setNotes((list) => list.map((x) => (x.key === n.key ? { ...x, text: e.detail.value } : x)))}
                    />
                    <View className='hw-section__link' role='button' onClick={() => setNotes((list) => list.filter((x) => x.key !== n.key))}>
                      删除
                    </View>
                  </View>
                ))}
                <Stars value={stars} onChange={setStars} />
                <Textarea className='hw-field' maxlength={500} placeholder='写给学员的话（选填）' aria-label='点评内容' value={comment} onInput={(e) => setComment(e.detail.value)} />
                <View className='hw-section__row'>
                  <Switch checked={redo} onChange={(e) => setRedo(e.detail.value)} aria-label='请重新录制' />
                  <Text>请重新录制</Text>
                </View>
                <Button className='hw-button hw-button--primary' loading={submit.pending} onClick={submit.run}>
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
