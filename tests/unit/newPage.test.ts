/**
 * The page scaffold (`npm run new:page`) on a copy of the route table: one route entry, one page file on
 * the page shell; a page of ours (`--ours`) also listed in EXTRA_PAGES; refuses a page outside the SPEC
 * without `--ours`, a SPEC page with it, and duplicates.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const ROOT = path.join(__dirname, '../..')

function scaffold(dir: string, ...args: string[]) {
  return execFileSync('node', [path.join(ROOT, 'scripts/new-page.mjs'), ...args], { env: { ...process.env, NEW_PAGE_ROOT: dir }, encoding: 'utf8', stdio: 'pipe' })
}

/** The pages EXTRA_PAGES lists in a route table's text. */
function extraPages(routes: string): string[] {
  const list = /export const EXTRA_PAGES: readonly string\[\] = \[([\s\S]*?)\n\]/.exec(routes)
  return list ? [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : []
}

describe('npm run new:page', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'))
    fs.mkdirSync(path.join(dir, 'src/routes'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'spec'))
    // Every SPEC page is registered: the copy leaves one out for the scaffold to add back.
    const table = fs.readFileSync(path.join(ROOT, 'src/routes/table.ts'), 'utf8').split('\n')
    const kept = table.filter((line) => !line.includes("'member/tutortimeRecord'"))
    expect(table.length - kept.length).toBe(1)
    fs.writeFileSync(path.join(dir, 'src/routes/table.ts'), kept.join('\n'))
    fs.copyFileSync(path.join(ROOT, 'spec/routes.tsv'), path.join(dir, 'spec/routes.tsv'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('adds the route entry and a page file declared through the page shell', () => {
    scaffold(dir, 'tutortimeRecord', 'packageA/member/tutortimeRecord', '课时记录', '--anonymous', '--flag', 'vip', '--id')
    const routes = fs.readFileSync(path.join(dir, 'src/routes/table.ts'), 'utf8')
    // Last in the routes object: the entry before it gains its comma.
    expect(routes).toContain(
      "  notFound: route('main', 'pages/error/notFound', { title: '页面不存在', anonymous: true, query: { path: q.optionalText } }),\n" +
        "  tutortimeRecord: route('packageA', 'member/tutortimeRecord', { title: '课时记录', anonymous: true, flag: 'vip', query: { id: q.id } })\n} as const\n"
    )
    expect(extraPages(routes)).not.toContain('packageA/member/tutortimeRecord')
    const page = fs.readFileSync(path.join(dir, 'src/packageA/member/tutortimeRecord.tsx'), 'utf8')
    expect(page).toContain("import { definePage, type PageProps } from '../../components/PageShell'")
    expect(page).toContain('export default definePage(routes.tutortimeRecord, TutortimeRecordPage)')
  })

  it('adds a page of ours with --ours: its route, its place in EXTRA_PAGES and its page file', () => {
    scaffold(dir, 'practiceDiary', 'packageB/practice/diary', '练习日记', '--ours', '--refresh', '--flag', 'pianoAudio')
    const routes = fs.readFileSync(path.join(dir, 'src/routes/table.ts'), 'utf8')
    expect(routes).toContain("  practiceDiary: route('packageB', 'practice/diary', { title: '练习日记', pullToRefresh: true, flag: 'pianoAudio' })\n} as const\n")
    expect(extraPages(routes).slice(-2)).toEqual(['packageB/pianoAudio/listen', 'packageB/practice/diary'])
    const page = fs.readFileSync(path.join(dir, 'src/packageB/practice/diary.tsx'), 'utf8')
    expect(page).toContain("import { definePage } from '../../components/PageShell'")
    expect(page).toContain('export default definePage(routes.practiceDiary, PracticeDiaryPage)')
  })

  it('refuses a page outside the SPEC without --ours, a SPEC page with it, and one already registered', () => {
    expect(() => scaffold(dir, 'nope', 'packageA/nope/index', '无')).toThrow(/not a page of spec.*takes --ours/)
    expect(() => scaffold(dir, 'tutortimeRecord', 'packageA/member/tutortimeRecord', '课时记录', '--ours')).toThrow(/is a page of spec.*leave out --ours/)
    expect(() => scaffold(dir, 'books2', 'packageA/book/index', '电子书')).toThrow(/already registered/)
    expect(() => scaffold(dir, 'downloads2', 'packageB/pianoAudio/downloads', '下载', '--ours')).toThrow(/already registered/)
    expect(fs.existsSync(path.join(dir, 'src/packageA/nope'))).toBe(false)
  })
})
