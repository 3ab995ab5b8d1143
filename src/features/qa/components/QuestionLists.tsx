import { View, Text } from '@tarojs/components'
import type { MemberAnswer, MemberQuestion, Question, QuestionScene } from '~types/contract/wenda'
import { useCategorisedList } from '../../../hooks/useCategorisedList'
import { usePagedList } from '../../../hooks/usePagedList'
import { go } from '../../../core/navigation'
import { PagedListView } from '../../../components/PageShell'
import ChipBar from '../../../components/ChipBar'
import { routes } from '../../../routes'
import { fetchMyAnswers, fetchMyQuestions, fetchQuestions } from '../api'
import './questionLists.scss'

const openQuestion = (id: number) => go(routes.questionShow, { id })

/** A question in a list; a tap opens it. */
function QuestionRow({ q }: { q: Pick<Question, 'id' | 'title' | 'status' | 'credit1' | 'answer_count'> & Partial<Pick<Question, 'vote_count' | 'view_times'>> }) {
  const counts = [`${q.answer_count}回答`, q.vote_count !== undefined && `${q.vote_count}赞`, q.view_times !== undefined && `${q.view_times}浏览`].filter(Boolean).join(' · ')
  return (
    <View className='qa-row' onClick={() => openQuestion(q.id)}>
      <Text className='qa-row__title'>{q.title}</Text>
      <View className='qa-row__meta'>
        <Text className={`qa-row__status ${q.status === 1 ? 'qa-row__status--solved' : ''}`}>{q.status === 1 ? '已解决' : '未解决'}</Text>
        {q.credit1 > 0 && <Text className='qa-row__bounty'>{`悬赏${q.credit1}积分`}</Text>}
        <Text className='qa-row__counts'>{counts}</Text>
      </View>
    </View>
  )
}

/** The questions of a scene, by category (the chips the server lists). */
export function AllQuestions({ scene, cid }: { scene: QuestionScene; cid: number | undefined }) {
  const { category, setCategory, chips, list } = useCategorisedList<Question, Awaited<ReturnType<typeof fetchQuestions>>>(
    cid,
    (page, c) => fetchQuestions(page, scene, c),
    (r) => ({ page: r.data, categories: r.categories })
  )
  return (
    <>
      {chips.length > 0 && <ChipBar label='分类' items={[[0, '全部'], ...chips]} value={category} onChange={setCategory} />}
      <PagedListView list={list} empty='这里还没有问题，来提第一个吧' className='qa__list'>
        {(q) => <QuestionRow key={q.id} q={q} />}
      </PagedListView>
    </>
  )
}

/** 我的提问. */
export function MyQuestions() {
  const list = usePagedList<MemberQuestion>((page) => fetchMyQuestions(page).then((r) => r.data), [])
  return (
    <PagedListView list={list} empty='你还没有提过问题' className='qa__list'>
      {(q) => <QuestionRow key={q.id} q={q} />}
    </PagedListView>
  )
}

/** 我的回答: each opens its question; an accepted one shows the points it earned. */
export function MyAnswers() {
  const list = usePagedList<MemberAnswer>((page) => fetchMyAnswers(page).then((r) => r.data), [])
  return (
    <PagedListView list={list} empty='你还没有回答过问题' className='qa__list'>
      {(a) => (
        <View key={a.id} className='qa-row' onClick={() => openQuestion(a.question_id)}>
          <Text className='qa-row__title'>{a.question_title}</Text>
          <View className='qa-row__meta'>
            {a.is_correct === 1 ? <Text className='qa-row__status qa-row__status--solved'>被采纳</Text> : <Text className='qa-row__status'>{a.status === 1 ? '已解决' : '未解决'}</Text>}
            {a.is_correct === 1 && a.vote_count > 0 && <Text className='qa-row__bounty'>{`积分+${a.vote_count}`}</Text>}
          </View>
        </View>
      )}
    </PagedListView>
  )
}
