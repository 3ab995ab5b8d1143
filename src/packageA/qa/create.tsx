import { View } from '@tarojs/components'
import { createQuestion, fetchCreateForm, fetchWendaConfig } from '../../features/qa/api'
import QuestionForm from '../../features/qa/components/QuestionForm'
import { fetchMemberDetail } from '../../features/auth/api'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { definePage, AsyncView } from '../../components/PageShell'
import SafeRichText from '../../components/SafeRichText'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import './form.scss'

/** 提问: the studio's note on asking well, then the question form; the bounty is checked against a fresh balance. */
function QuestionCreatePage() {
  const form = useAsync(() => Promise.all([fetchCreateForm(), fetchWendaConfig(), fetchMemberDetail()]), [])
  return (
    <AsyncView state={form}>
      {([f, config, member]) => (
        <View className='qa-page'>
          {config.pc_diy_content && <SafeRichText className='qa-page__note' html={config.pc_diy_content} />}
          <QuestionForm
            categories={f.categories}
            balance={member.credit1}
            showBounty={config.enable_credit1 === 1}
            submitText='发布问题'
            onSubmit={async (q) => {
              const { id } = await createQuestion(q)
              // The bounty left the balance: the me tab shows the new one.
              fetchMemberDetail().then((u) => useSession.getState().setUser(u), () => undefined)
              toast('提问成功', 'success')
              go(routes.questionShow, { id }, { replace: true })
            }}
          />
        </View>
      )}
    </AsyncView>
  )
}

export default definePage(routes.questionCreate, QuestionCreatePage)
