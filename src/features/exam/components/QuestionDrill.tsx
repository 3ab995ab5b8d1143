import { useEffect, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import Taro from '@tarojs/taro'
import type { Question as ExamQuestion } from '~types/contract/paper'
import { useAsync } from '../../../hooks/useAsync'
import AsyncView from '../../../components/PageShell/AsyncView'
import { fetchCollectStatus, toggleCollect } from '../api'
import { capKey, capOf, questionAnswered, toWire, type Draft } from '../answers'
import QuestionCard from './QuestionCard'
import Icon from '../../../components/Icon'
import { STAR } from '../../../components/Icon/paths'
import { toast } from '../../../core/toast'
import './exam.scss'
import './drill.scss'

/** The answer of a whole question as practice sends it: a cap question's is an array by sub-question. */
function wireOf(q: ExamQuestion, drafts: Record<string, Draft>): unknown {
  if (q.type !== 6) return toWire(drafts[String(q.id)]).answer
  return capOf(q).questions.map((_, i) => {
    const d = drafts[capKey(q.id, i)]
    return d ? toWire(d).answer : ''
  })
}

/**
 * Practice one question at a time (chapters, daily 20, wrong book, collection): answer, check it at once
 * (single choice and judge check on tap, the others with 对答案), see the key and explanation, favourite
 * it, move on. `extra` adds actions for the current question (remove from the wrong book).
 */
export default function QuestionDrill({
  ids,
  start = 0,
  load,
  answer,
  onAnswered,
  extra
}: {
  ids: number[]
  start?: number
  load: (qid: number) => Promise<ExamQuestion>
  answer: (qid: number, wire: unknown) => Promise<{ is_correct: number }>
  onAnswered?: (qid: number) => void
  extra?: (qid: number) => ReactNode
}) {
  const [at, setAt] = useState(Math.min(start, Math.max(0, ids.length - 1)))
  const qid = ids[at]
  // `load` is the caller's fixed reader of one question: the id is the dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const question = useAsync(() => load(qid), [qid])
  const [drafts, setDrafts] = useState<Record<string, Draft>>({})
  const [checked, setChecked] = useState<Record<number, boolean>>({})
  const [collected, setCollected] = useState(false)

  useEffect(() => {
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
    setCollected(false)
    fetchCollectStatus(qid).then((r) => setCollected(r.status === 1), () => undefined)
  }, [qid])

  const check = async (q: ExamQuestion, all: Record<string, Draft>) => {
    if (!questionAnswered(q, all)) return void toast('请先作答')
    try {
      const r = await answer(q.id, wireOf(q, all))
      setChecked((c) => ({ ...c, [q.id]: r.is_correct === 1 }))
      onAnswered?.(q.id)
    } catch {
      // The request layer toasted why.
    }
  }
  const change = (q: ExamQuestion) => (key: string, d: Draft) => {
    const all = { ...drafts, [key]: d }
    setDrafts(all)
    if ((d.type === 1 || d.type === 5) && q.type !== 6) void check(q, all)
  }
  const collect = async () => {
    try {
      setCollected((await toggleCollect(qid)).status === 1)
    } catch {
      // toasted
    }
  }

  return (
    <View className='drill'>
      <View className='drill__bar'>
        <Text className='drill__progress'>{`第 ${at + 1} / ${ids.length} 题`}</Text>
        <View className='drill__collect' role='button' aria-pressed={collected} onClick={collect}>
          <Icon path={STAR} outline={!collected} className='drill__collect-icon' />
          <Text>{collected ? '已收藏' : '收藏'}</Text>
        </View>
      </View>
      <AsyncView state={question}>
        {(q) => {
          const done = q.id in checked
          return (
            <View>
              <QuestionCard q={q} index={at} drafts={drafts} onChange={change(q)} review={done ? { correct: checked[q.id] } : undefined} />
              {!done && q.type !== 1 && q.type !== 5 && (
                <View className='drill__check'>
                  <Button kind='primary' onClick={() => void check(q, drafts)}>
                    对答案
                  </Button>
                </View>
              )}
              {extra?.(q.id)}
            </View>
          )
        }}
      </AsyncView>
      <View className='drill__nav'>
        <Button kind='ghost' className='drill__btn' disabled={at === 0} onClick={() => setAt(at - 1)}>
          上一题
        </Button>
        <Button kind='secondary' className='drill__btn' disabled={at >= ids.length - 1} onClick={() => setAt(at + 1)}>
          下一题
        </Button>
      </View>
    </View>
  )
}
