/**
 * The dead-path check of `npm run lint` (scripts/doc-paths.mjs) on files written for the test: a path a
 * doc or a comment names must exist; strings, placeholders and generated paths are not paths to check.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'

const ROOT = path.join(__dirname, '../..')

/** Runs the check on one file with this text: its exit code and the dead paths it printed. */
function check(name: string, text: string) {
  // Inside the checkout (.tmp/ is ignored by git), so a relative link resolves as it would in docs/.
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'doc-paths-'))
  try {
    const file = path.join(dir, name)
    fs.writeFileSync(file, text)
    const run = spawnSync('node', [path.join(ROOT, 'scripts/doc-paths.mjs'), file], { cwd: ROOT, encoding: 'utf8' })
    const dead = run.stderr.split('\n').filter((l) => l.startsWith('  ')).map((l) => l.trim().replace(/^.*?:\d+: /, ''))
    return { status: run.status, dead }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('dead paths in docs and comments', () => {
  it('fails on a path a doc names that does not exist, and passes the ones that do', () => {
    const result = check('doc.md', 'The request layer is `src/core/request.ts`; the route table src/routes/table.ts.\nSee src/core/requests.ts and tests/unit/nope/.\n')
    expect(result).toEqual({ status: 1, dead: ['src/core/requests.ts', 'tests/unit/nope'] })
    expect(check('ok.md', 'See `src/core/request.ts`, tests/e2e/, scripts/test.sh: and tests/helpers/mountPage.\n')).toEqual({ status: 0, dead: [] })
  })

  it('reads comments of code, not its strings', () => {
    const code = [
      '// Reads server/src/nowhere.ts first.',
      "const a = 'src/not/a/comment.ts' // and docs/none.md",
      'const b = /src\\/x\\/y/g.test(a) ? `config/${a}` : a /* config/gone.js */',
      ''
    ].join('\n')
    expect(check('code.ts', code)).toEqual({ status: 1, dead: ['server/src/nowhere.ts', 'docs/none.md', 'config/gone.js'] })
  })

  it('leaves placeholders, paths inside other paths and generated files alone', () => {
    const doc = [
      '`types/endpoints/<domain>.ts`, `src/{pages,packageA}/**`, `server/src/X...`, MeEdu\'s xyz.meedu.admin/src/api/course.ts,',
      'https://example.com/src/app.tsx, the database server/data/studio.db, a page config src/pages/index/index.config.ts.',
      ''
    ].join('\n')
    expect(check('placeholders.md', doc)).toEqual({ status: 0, dead: [] })
  })

  it('checks that a README section named in a comment is a heading of README.md', () => {
    const code = '// Steps in README "How to test a change"; the old README "Layout" is gone; README "<section>" is a placeholder.\n'
    expect(check('sections.ts', code)).toEqual({ status: 1, dead: ['README "Layout" (no such heading)'] })
  })

  it('resolves a relative Markdown link from the file that holds it', () => {
    expect(check('links.md', '[gone](nothing-here.md) [ok](https://example.com/x.md) [anchor](#top) [up](../../README.md)\n').dead).toEqual([
      expect.stringMatching(/^nothing-here\.md \(\.tmp\/doc-paths-\w+\/nothing-here\.md\)$/)
    ])
  })
})
