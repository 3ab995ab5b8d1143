/**
 * The page scaffold (`npm run new:page`) on a copy of the route table: one route entry, one page file on
 * the page shell; refuses pages outside the SPEC and duplicates.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const ROOT = path.join(__dirname, '../..')

function scaffold(dir: string, ...args: string[]) {
  return execFileSync('node', [path.join(ROOT, 'scripts/new-page.mjs'), ...args], { env: { ...process.env, NEW_PAGE_ROOT: dir }, encoding: 'utf8', stdio: 'pipe' })
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
    expect(routes).toContain("  tutortimeRecord: route('packageA', 'member/tutortimeRecord', { title: '课时记录', anonymous: true, flag: 'vip', query: { id: q.id } }),")
    const page = fs.readFileSync(path.join(dir, 'src/packageA/member/tutortimeRecord.tsx'), 'utf8')
    expect(page).toContain("import { definePage, type PageProps } from '../../components/PageShell'")
    expect(page).toContain('export default definePage(routes.tutortimeRecord, TutortimeRecordPage)')
  })

  it('refuses a page that is not in the SPEC, and one already registered', () => {
    expect(() => scaffold(dir, 'nope', 'packageA/nope/index', '无')).toThrow(/not a page of spec/)
    expect(() => scaffold(dir, 'books2', 'packageA/book/index', '电子书')).toThrow(/already registered/)
  })
})
