import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { PracticeRun } from '~types/contract/paper'
import { answerPractice, fetchPractice, fetchPracticeChapter, fetchPracticeDay, fetchPracticeQuestion } from '../../features/exam/api'
import QuestionDrill from '../../features/exam/components/QuestionDrill'
import { useAsync } from '../../hooks/useAsync'
import { openCashier, loggedInOrLogin } from '../../core/pageNavigation'
import { sellsVirtualGoods } from '../../host/device'
import ShelfNote from '../../components/ShelfNote'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { routes } from '../../routes'
import Icon from '../../components/Icon'
import { LOCK } from '../../components/Icon/paths'
import './show.scss'

interface Drill {
  title: string
  run: PracticeRun
  start: number
}

/** Where to continue a chapter: the first question not answered yet (the first one when all are). */
function resumeAt(run: PracticeRun): number {
  const done = new Set(run.has_practice_question_ids ?? [])
  const i = run.qid_arr.findIndex((id) => !done.has(id))
  return i < 0 ? 0 : i
}

/** A practice set: chapters with my progress, daily 20, and chapter practice that continues where I left. */
function PracticeShowPage({ query: { id } }: PageProps<typeof routes.practiceShow>) {
  const detail = useAsync(() => fetchPractice(id), [id])
  const [drill, setDrill] = useState<Drill | null>(null)

  if (drill)
    return (
      <View>
        <View className='practice__drill-head'>
          <Text className='practice__drill-title'>{drill.title}</Text>
          <View
            className='practice__back'
            role='button'
            onClick={() => {
              setDrill(null)
              void detail.reload()
            }}
          >
            <Text>返回章节</Text>
          </View>
        </View>
        <QuestionDrill
          ids={drill.run.qid_arr}
          start={drill.start}
          load={async (qid) => (await fetchPracticeQuestion(id, qid)).question}
          answer={(qid, answer) => answerPractice(id, qid, answer)}
        />
      </View>
    )

  const begin = async (title: string, load: () => Promise<PracticeRun>, resume: boolean) => {
    if (!loggedInOrLogin()) return
    try {
      const run = await load()
      setDrill({ title, run, start: resume ? resumeAt(run) : 0 })
    } catch {
      // toasted by the request layer
    }
  }

  return (
    <AsyncView state={detail}>
      {(d) => {
        const p = d.practice
        const total = d.practice_user_record?.submit_count ?? 0
        return (
          <View className='practice'>
            <View className='practice__head'>
              <Text className='practice__title'>{p.name}</Text>
              <ShareAs title={p.name} />
              {p.desc && <Text className='practice__desc'>{p.desc}</Text>}
              <Text className='practice__progress'>{`已练习 ${total} / ${p.question_count} 题`}</Text>
            </View>
            {d.can ? (
              <View className='practice__day'>
                <Button kind='primary' onClick={() => void begin('每日20题', () => fetchPracticeDay(id), false)}>
                  每日20题
                </Button>
              </View>
            ) : !sellsVirtualGoods() ? (
              <View className='practice__day'>
                <ShelfNote what='本练习' />
              </View>
            ) : (
              <View className='practice__day'>
                <Button kind='primary' onClick={() => openCashier({ goods_type: 'practice', goods_id: id })}>
                  {`购买 ¥${p.charge}`}
                </Button>
                {p.is_vip_free === 1 && <Text className='practice__vip'>会员免费练习</Text>}
              </View>
            )}
            <View className='practice__chapters'>
              {d.chapters.map((c) => {
                const n = d.user_chapter_records[String(c.id)]?.submit_count ?? 0
                return (
                  <View
                    key={c.id}
                    className='practice__chapter'
                    role='button'
                    aria-disabled={!d.can}
                    onClick={() => d.can && void begin(c.name, () => fetchPracticeChapter(id, c.id), true)}
                  >
                    <View className='practice__chapter-main'>
                      <Text className='practice__chapter-name'>{c.name}</Text>
                      <Text className='practice__chapter-count'>{`${n} / ${c.question_count} 题`}</Text>
                    </View>
                    {d.can ? (
                      <Text className='practice__chapter-go'>{n === 0 ? '开始练习' : n >= c.question_count ? '再练一遍' : '继续练习'}</Text>
                    ) : (
                      <Icon path={LOCK} color='muted' className='practice__chapter-lock' />
                    )}
                  </View>
                )
              })}
            </View>
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.practiceShow, PracticeShowPage)
