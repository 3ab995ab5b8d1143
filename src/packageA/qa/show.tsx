import { fetchQuestion } from '../../features/qa/api'
import { useAsync } from '../../hooks/useAsync'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import { routes } from '../../routes'
import { QuestionThread } from '../../features/qa/components/QuestionThread'


/**
 * A question: the asker's text and images, its bounty, the answers (the accepted one first) with votes
 * and comments; the asker accepts an answer (not their own) while it is open, which pays the bounty;
 * answering closes once it is solved.
 */
function QuestionShowPage({ query: { id } }: PageProps<typeof routes.questionShow>) {
  const detail = useAsync(() => fetchQuestion(id), [id])
  return (
    <AsyncView state={detail} skeleton={<Skeleton rows={6} avatar />}>
      {(d) => <QuestionThread d={d} reload={detail.reload} />}
    </AsyncView>
  )
}

export default definePage(routes.questionShow, QuestionShowPage)
