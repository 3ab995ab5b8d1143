import { definePage, type PageProps } from '../../../components/PageShell'
import PaperList from '../../../features/exam/components/PaperList'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'

/** 模拟考试: mock papers (each sitting drawn at random by the paper's rule), like the paper list. */
function MockPapersPage({ query }: PageProps<typeof routes.mockPapers>) {
  return <PaperList kind='mock' query={query} open={(id) => go(routes.paperShow, { id, kind: 'mock' })} />
}

export default definePage(routes.mockPapers, MockPapersPage)
