import { View } from '@tarojs/components'
import { fetchEditForm, fetchWendaConfig, updateQuestion } from '../../features/qa/api'
import QuestionForm from '../../features/qa/components/QuestionForm'
import { fetchMemberDetail } from '../../features/auth/api'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import './form.scss'

/** 编辑问题: the asker's open question in the same form; raising the bounty takes only the difference. */
function QuestionEditPage({ query: { id } }: PageProps<typeof routes.questionEdit>) {
  const form = useAsync(() => Promise.all([fetchEditForm(id), fetchWendaConfig(), fetchMemberDetail()]), [id])
  return (
    <AsyncView state={form}>
      {([f, config, member]) => (
        <View className='qa-page'>
          <QuestionForm
            categories={f.categories}
            initial={{ title: f.question.title, category_id: f.question.category_id, content: f.question.original_content, images: f.question.images_list, credit1: f.question.credit1 }}
            balance={member.credit1}
            bountyBefore={f.question.credit1}
            showBounty={config.enable_credit1 === 1}
            submitText='保存修改'
            onSubmit={async (q) => {
              await updateQuestion(id, q)
              fetchMemberDetail().then((u) => useSession.getState().setUser(u), () => undefined)
              toast('已保存', 'success')
              go(routes.questionShow, { id }, { replace: true })
            }}
          />
        </View>
      )}
    </AsyncView>
  )
}

export default definePage(routes.questionEdit, QuestionEditPage)
