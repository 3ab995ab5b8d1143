import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { DELETE } from '../../../components/Icon/paths'
import { answerBookQuestion, fetchBookQuestion, fetchBookQuestions, fetchBookStats, removeWrong, type BookFrom } from '../../../features/exam/api'
import QuestionDrill from '../../../features/exam/components/QuestionDrill'
import { useAsync } from '../../../hooks/useAsync'
import { definePage, AsyncView } from '../../../components/PageShell'
import ChipBar from '../../../components/ChipBar'
import Tabs from '../../../components/Tabs'
import { routes } from '../../../routes'
import { toast } from '../../../core/toast'
import './index.scss'

const TYPES: readonly (readonly [number, string])[] = [
  [1, '单选题'],
  [2, '多选题'],
  [3, '填空题'],
  [4, '问答题'],
  [5, '判断题'],
  [6, '题帽题']
]
const BOOKS: readonly (readonly [BookFrom, string])[] = [
  ['wrongbook', '错题'],
  ['collection', '收藏']
]

function shuffled(ids: number[]): number[] {
  const a = [...ids]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}

/** 错题本: my mistakes (and favourites) by type and category; practise them in order or at random; remove a mastered one. */
function WrongBookPage() {
  const [from, setFrom] = useState<BookFrom>('wrongbook')
  const [type, setType] = useState(1)
  const [cid1, setCid1] = useState(0)
  const [cid2, setCid2] = useState(0)
  const [drill, setDrill] = useState<number[] | null>(null)
  const [removed, setRemoved] = useState<number[]>([])
  const stats = useAsync(() => fetchBookStats(from, type), [from, type])

  if (drill)
    return (
      <View>
        <View className='wrongbook__drill-head'>
          <View className='wrongbook__back' role='button' onClick={() => (setDrill(null), void stats.reload())}>
            <Text>返回{from === 'wrongbook' ? '错题本' : '收藏'}</Text>
          </View>
        </View>
        <QuestionDrill
          ids={drill}
          load={async (qid) => (await fetchBookQuestion(from, qid)).question}
          answer={(qid, answer) => answerBookQuestion(from, qid, answer)}
          extra={(qid) =>
            from === 'wrongbook' && (
              <View className='wrongbook__remove'>
                <Button
                  kind='ghost'
                  icon={DELETE}
                  disabled={removed.includes(qid)}
                  onClick={async () => {
                    try {
                      await removeWrong(qid)
                      setRemoved((r) => [...r, qid])
                      toast('已移出错题本，下次进入将不会看到该试题')
                    } catch {
                      // toasted
                    }
                  }}
                >
                  {removed.includes(qid) ? '已移出错题本' : '已掌握，移出错题本'}
                </Button>
              </View>
            )
          }
        />
      </View>
    )

  const start = async (random: boolean) => {
    try {
      const r = await fetchBookQuestions(from, type, cid1, cid2)
      if (!r.questions_ids.length) return void toast('这里还没有题目')
      setDrill(random ? shuffled(r.questions_ids) : r.questions_ids)
    } catch {
      // toasted
    }
  }

  return (
    <View className='wrongbook'>
      <Tabs items={BOOKS} value={from} onChange={(f) => (setFrom(f), setCid1(0), setCid2(0))} />
      <AsyncView state={stats}>
        {(s) => {
          const cats = s.categories ?? []
          const count = (id: number) => s.categories_count?.[String(id)] ?? 0
          const children = cats.find((c) => c.id === cid1)?.children ?? []
          return (
            <View>
              <ChipBar
                label='题型'
                items={TYPES.map(([t, name]) => [t, `${name} ${s.types_count[String(t)] ?? 0}`] as const)}
                value={type}
                onChange={(t) => (setType(t), setCid1(0), setCid2(0))}
              />
              {cats.length > 0 && (
                <ChipBar label='分类' items={[[0, '全部分类'], ...cats.map((c) => [c.id, `${c.name} ${count(c.id)}`] as const)]} value={cid1} onChange={(c) => (setCid1(c), setCid2(0))} />
              )}
              {children.length > 0 && <ChipBar label='子分类' items={[[0, '全部'], ...children.map((c) => [c.id, `${c.name} ${count(c.id)}`] as const)]} value={cid2} onChange={setCid2} />}
              <View className='wrongbook__summary'>
                <Text className='wrongbook__count'>{`${cid2 ? count(cid2) : cid1 ? count(cid1) : (s.types_count[String(type)] ?? 0)}`}</Text>
                <Text className='wrongbook__label'>{from === 'wrongbook' ? '道错题' : '道收藏'}</Text>
              </View>
              <View className='wrongbook__actions'>
                <Button kind='primary' className='wrongbook__btn' onClick={() => void start(false)}>
                  顺序练习
                </Button>
                <Button kind='secondary' className='wrongbook__btn' onClick={() => void start(true)}>
                  随机练习
                </Button>
              </View>
            </View>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.wrongBook, WrongBookPage)
