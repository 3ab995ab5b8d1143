import { definePage, type PageProps } from '../../../components/PageShell'
import PaperList from '../../../features/exam/components/PaperList'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'

/** 在线考试: papers by category (two levels), locked / joined / price, paging and pull-to-refresh. */
function PapersPage({ query }: PageProps<typeof routes.papers>) {
  return <PaperList kind='paper' query={query} open={(id) => go(routes.paperShow, { id })} />
}

export default definePage(routes.papers, PapersPage)
