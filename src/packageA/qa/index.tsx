import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import type { MemberAnswer, MemberQuestion, Question, QuestionScene } from '../../../types/contract/wenda'
import { fetchMyAnswers, fetchMyQuestions, fetchQuestions } from '../../features/qa/api'
import { useCategorisedList } from '../../hooks/useCategorisedList'
import { usePagedList } from '../../hooks/usePagedList'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { goLogin } from '../../core/pageNavigation'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import ChipBar from '../../components/ChipBar'
import Tabs from '../../components/Tabs'
import { routes, type QA_SCENES } from '../../routes'
import './index.scss'

type Scene = (typeof QA_SCENES)[number]

const SCENES: readonly (readonly [Scene, string])[] = [
  ['default', '综合'],
  ['unsolved', '未解决'],
  ['solved', '已解决'],
  ['last_answer', '最新回答']
]

const openQuestion = (id: number) => go(routes.questionShow, { id })

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

function AllQuestions({ scene, cid }: { scene: QuestionScene; cid: number | undefined }) {
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

function MyQuestions() {
  const list = usePagedList<MemberQuestion>((page) => fetchMyQuestions(page).then((r) => r.data), [])
  return (
    <PagedListView list={list} empty='你还没有提过问题' className='qa__list'>
      {(q) => <QuestionRow key={q.id} q={q} />}
    </PagedListView>
  )
}

function MyAnswers() {
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

/**
 * Q&A: questions by scene (综合, 未解决, 已解决, 最新回答) and category, with bounty, answers and votes;
 * 我的 (logged in) holds the learner's own questions and answers. 提问 asks a new one.
 */
function QuestionsPage({ query }: PageProps<typeof routes.questions>) {
  const token = useSession((s) => s.token)
  const [scene, setScene] = useState<Scene>(query.scene ?? 'default')
  const [mine, setMine] = useState<'questions' | 'answers'>('questions')
  const scenes = token ? [...SCENES, ['mine', '我的'] as const] : SCENES
  const ask = () => (token ? go(routes.questionCreate) : void goLogin(routes.questionCreate.url))
  return (
    <View className='qa'>
      <View className='qa__filters'>
        <ChipBar label='场景' items={scenes} value={scene === 'mine' && !token ? 'default' : scene} onChange={setScene} />
      </View>
      {scene === 'mine' && token ? (
        <>
          <Tabs
            items={[
              ['questions', '我的提问'],
              ['answers', '我的回答']
            ]}
            value={mine}
            onChange={setMine}
          />
          {mine === 'questions' ? <MyQuestions /> : <MyAnswers />}
        </>
      ) : (
        <AllQuestions key={scene} scene={scene === 'mine' ? 'default' : scene} cid={query.cid} />
      )}
      <Button className='btn-primary qa__ask' onClick={ask}>
        提问
      </Button>
    </View>
  )
}

export default definePage(routes.questions, QuestionsPage)
