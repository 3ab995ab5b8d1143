import { useState } from 'react'
import { View } from '@tarojs/components'
import Button from '../../components/Button'
import { EDIT } from '../../components/Icon/paths'
import { AllQuestions, MyAnswers, MyQuestions } from '../../features/qa/components/QuestionLists'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { goLogin } from '../../core/pageNavigation'
import { definePage, type PageProps } from '../../components/PageShell'
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
      <Button kind='primary' icon={EDIT} className='qa__ask' onClick={ask}>
        提问
      </Button>
    </View>
  )
}

export default definePage(routes.questions, QuestionsPage)
