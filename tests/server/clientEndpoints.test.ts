/**
 * The endpoint tables, the client half: the app calls the API only through the endpoint tables
 * (types/endpoints), so no page or feature holds an API path of its own, and every entry the app names exists
 * in its table (and so, by tests/server/endpoints.test.ts, is a route the server registers). The typed call's
 * compile-time checks are in tests/unit/requestVerbs.test.ts (typechecked with the app).
 */
import fs from 'node:fs'
import path from 'node:path'
import { endpointTables } from '../../types/endpoints'

const ROOT = path.join(__dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|js)$/.test(d.name) ? [full] : []
  })
}

const rel = (file: string) => path.relative(ROOT, file)
/** A path literal: quoted or a template literal starting with an API prefix. */
const PATH_LITERAL = /['"`]\/(api|addons)\//

describe('API paths live only in the endpoint tables', () => {
  const dirs = ['src/features', 'src/pages', 'src/packageA', 'src/packageB'].filter((d) => fs.existsSync(path.join(ROOT, d)))
  const files = dirs.flatMap((d) => sourceFiles(path.join(ROOT, d)))

  it('finds the source it checks', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.some((f) => rel(f) === 'src/features/order/api.ts')).toBe(true)
  })

  it('no feature or page holds an API path string', () => {
    const offenders = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => [i + 1, line] as const)
        .filter(([, line]) => PATH_LITERAL.test(line))
        .map(([n, line]) => `${rel(f)}:${n}: ${line.trim()}`)
    )
    expect(offenders).toEqual([])
  })

  it('the check itself sees a path string in each form', () => {
    for (const line of ["query('/api/v2/x')", 'query(`/addons/X/api/v1/${id}`)', 'const P = "/api/v3/y"']) expect(PATH_LITERAL.test(line)).toBe(true)
  })
})

describe('every entry the app calls exists', () => {
  const files = sourceFiles(path.join(ROOT, 'src'))
  /** `import { live } from '~types/endpoints/live'` (or a relative path to it) -> live -> the names used as live.<name>. */
  const uses = files.flatMap((f) => {
    const text = fs.readFileSync(f, 'utf8')
    return [...text.matchAll(/import \{ (\w+) \} from '(?:~|(?:\.\.\/)+)types\/endpoints\/(\w+)'/g)].flatMap(([, local, domain]) =>
      [...text.matchAll(new RegExp(`(?<![.\\w])${local}\\.(\\w+)`, 'g'))].map(([, name]) => ({ file: rel(f), domain, name }))
    )
  })

  it('finds the calls it checks', () => {
    expect(uses.length).toBeGreaterThan(150)
    expect(new Set(uses.map((u) => u.domain)).size).toBeGreaterThan(20)
  })

  it('names only entries of the tables', () => {
    const tables = endpointTables as unknown as Record<string, Record<string, unknown>>
    const missing = uses.filter((u) => !tables[u.domain]?.[u.name]).map((u) => `${u.file}: ${u.domain}.${u.name}`)
    expect(missing).toEqual([])
  })
})
