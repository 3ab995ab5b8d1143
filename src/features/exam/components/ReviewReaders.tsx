import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useAsync } from '../../../hooks/useAsync'
import AsyncView from '../../../components/PageShell/AsyncView'
import ChipBar from '../../../components/ChipBar'
import { EmptyState } from '../../../components/PageStatus'
import { fetchPractice, fetchPracticeChapter, fetchPracticeQuestion } from '../api'
import { inProgress, loadExamInfo, loadSitting, type ExamKind, type Sitting } from '../record'
import { SittingReview } from './SittingResult'
import QuestionCard from './QuestionCard'
import './exam.scss'

type ReaderProps = { id: number; onTitle: (t: string) => void }

/** My latest handed-in sitting of paper / mock paper `id`, read-only: score, then every question's review. */
async function latestSitting(kind: ExamKind, id: number): Promise<{ title: string; sitting: Sitting | null }> {
  const info = await loadExamInfo(kind, id)
  const last = info.records.find((r) => !inProgress(kind, r.status))
  return { title: info.title, sitting: last ? await loadSitting(kind, id, last.id) : null }
}

function SittingReader({ kind, id, onTitle }: ReaderProps & { kind: ExamKind }) {
  const state = useAsync(() => latestSitting(kind, id), [kind, id])
  useEffect(() => {
    if (state.data) onTitle(state.data.title)
  }, [state.data, onTitle])
  return (
    <AsyncView state={state} isEmpty={(d) => !d.sitting} empty='还没有已交卷的考试记录'>
      {({ sitting }) => (
        <View>
          <View className='exam-result__card'>
            <Text className='exam-result__score'>{`${sitting!.score}`}</Text>
            <Text className='exam-result__unit'>{sitting!.grading ? '包含主观题，等待老师阅卷' : `得分 · 及格 ${sitting!.passScore}`}</Text>
          </View>
          <SittingReview sitting={sitting!} />
        </View>
      )}
    </AsyncView>
  )
}

export const PaperReader = (p: ReaderProps) => <SittingReader kind='paper' {...p} />
export const MockReader = (p: ReaderProps) => <SittingReader kind='mock' {...p} />

/** A practice set read-only, chapter by chapter: each question with its key and explanation. */
export function PracticeReader({ id, onTitle }: ReaderProps) {
  const detail = useAsync(() => fetchPractice(id), [id])
  const [chapter, setChapter] = useState(0)
  const chapterId = chapter || detail.data?.chapters[0]?.id || 0
  const questions = useAsync(async () => {
    if (!chapterId) return []
    const run = await fetchPracticeChapter(id, chapterId)
    return Promise.all(run.qid_arr.map(async (qid) => (await fetchPracticeQuestion(id, qid)).question))
  }, [id, chapterId])
  useEffect(() => {
    if (detail.data) onTitle(detail.data.practice.name)
  }, [detail.data, onTitle])
  return (
    <AsyncView state={detail}>
      {(d) =>
        d.can ? (
          <View>
            <ChipBar label='章节' items={d.chapters.map((c) => [c.id, c.name] as const)} value={chapterId} onChange={setChapter} />
            <AsyncView state={questions} isEmpty={(l) => !l.length} empty='本章还没有题目'>
              {(list) => (
                <View>
                  {list.map((q, i) => (
                    <QuestionCard key={q.id} q={q} index={i} drafts={{}} onChange={() => undefined} review={{}} />
                  ))}
                </View>
              )}
            </AsyncView>
          </View>
        ) : (
          <EmptyState text='购买练习后可查看题目与解析' />
        )
      }
    </AsyncView>
  )
}
