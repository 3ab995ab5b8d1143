// One shape per server add-on and per core domain (docs/decisions/addon-shape.md; README "Adding an add-on",
// server/src/addons/README.md): the files each folder must have, SQL only in store files, and an index.ts
// that exports the add-on's definition.
import fs from 'fs'
import path from 'path'
import type { AddonDefinition } from '../../server/src/addons/types'

const SRC = path.join(__dirname, '..', '..', 'server', 'src')
const ADDONS = path.join(SRC, 'addons')

/** The core domains: each serves routes, so each has the three files. */
const DOMAINS = ['auth', 'member', 'catalogue', 'learning', 'orders', 'wallet', 'system', 'miniProgram', 'sandbox']
/** What may stay at the top of server/src: the program's entry points and the context every module shares. */
const TOP_LEVEL = ['app.ts', 'context.ts', 'main.ts', 'mode.ts']

/**
 * Shape files a folder does without, and why: there is nothing for the file to hold. Paths under server/src.
 */
const NOT_NEEDED: Readonly<Record<string, string>> = {
  'auth/views.ts': 'its answers are tokens and flags',
  'wallet/views.ts': 'its answers are its rows as stored',
  'miniProgram/store.ts': 'no SQL of its own: the order and the account it touches are the orders and member stores',
  'miniProgram/views.ts': 'its one shaped answer is virtualPayment.ts (the payment parameters WeChat expects)'
}

const addonFolders = fs
  .readdirSync(ADDONS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)

const read = (file: string) => fs.readFileSync(file, 'utf8')
const exists = (file: string) => fs.existsSync(file)

/** Text outside comments, so a comment may name a statement. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** What marks SQL in TypeScript: a prepared or executed statement, the paged-query helper, or SQL text. */
const SQL_MARKS: readonly RegExp[] = [
  /\.prepare\s*\(/,
  /\.exec\s*\(\s*['"`]/,
  /\bpageQuery\s*[<(]/,
  /['"`]\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE)\s/i,
  /\b(INSERT (OR \w+ )?INTO|DELETE FROM|UPDATE \w+ SET)\b/
]
const sqlIn = (file: string) => SQL_MARKS.filter((re) => re.test(code(read(file)))).map(String)

const rel = (file: string) => path.relative(SRC, file)

/** An add-on's modules but its store and seed: none may hold SQL. */
const addonSqlFree = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'store.ts' && f !== 'seed.ts')
    .map((f) => path.join(dir, f))
/** A core domain's routes and views: no SQL (its other modules are the domain's own logic and state). */
const domainSqlFree = (dir: string) => ['routes.ts', 'views.ts'].map((f) => path.join(dir, f)).filter(exists)

/** The shape files a folder lacks, but those it does without. */
const missingIn = (dir: string, files: string[]) => files.filter((f) => !exists(path.join(dir, f)) && !(rel(path.join(dir, f)) in NOT_NEEDED))

describe('add-on folders', () => {
  it('finds the add-ons', () => {
    expect(addonFolders.length).toBeGreaterThanOrEqual(15)
  })

  describe.each(addonFolders)('%s', (name) => {
    const dir = path.join(ADDONS, name)

    it('has index.ts, routes.ts, store, views.ts, seed.ts and migrations/', () => {
      const missing = missingIn(dir, ['index.ts', 'routes.ts', 'views.ts', 'seed.ts'])
      if (!exists(path.join(dir, 'store')) && missingIn(dir, ['store.ts']).length) missing.push('store.ts (or store/)')
      const migrations = path.join(dir, 'migrations')
      if (!exists(migrations) || !fs.readdirSync(migrations).some((f) => /^\d{3}_\w+\.sql$/.test(f))) missing.push('migrations/NNN_name.sql')
      expect(missing).toEqual([])
    })

    it('index.ts exports its definition: its name, prefix, routes plugin and migrations folder', () => {
      const exported = Object.values(require(path.join(dir, 'index.ts')) as Record<string, unknown>)
      const definitions = exported.filter((v): v is AddonDefinition => typeof v === 'object' && v !== null && 'migrations' in v && 'routes' in v)
      expect(definitions).toHaveLength(1)
      const [definition] = definitions
      expect(definition.name).toBe(name)
      expect(definition.prefix.toLowerCase()).toBe(`/addons/${name.toLowerCase()}`)
      expect(typeof definition.routes).toBe('function')
      expect(definition.migrations).toBe(path.join(dir, 'migrations'))
    })

    it('index.ts is the definition only: it declares no function of its own', () => {
      expect(code(read(path.join(dir, 'index.ts')))).not.toMatch(/\bfunction\b/)
    })

    it('keeps its SQL in its store (and seed): none in index.ts, routes.ts, views.ts or its other modules', () => {
      for (const file of addonSqlFree(dir)) expect({ file: rel(file), sql: sqlIn(file) }).toEqual({ file: rel(file), sql: [] })
    })
  })
})

describe('core domain folders', () => {
  it('server/src holds only the entry points and folders', () => {
    const loose = fs.readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isFile() && !TOP_LEVEL.includes(e.name))
    expect(loose.map((e) => e.name)).toEqual([])
  })

  describe.each(DOMAINS)('%s', (domain) => {
    const dir = path.join(SRC, domain)

    it('has routes.ts, store.ts and views.ts', () => {
      expect(missingIn(dir, ['routes.ts', 'store.ts', 'views.ts'])).toEqual([])
    })

    it('keeps its SQL in its store: none in routes.ts or views.ts', () => {
      for (const file of domainSqlFree(dir)) expect({ file: rel(file), sql: sqlIn(file) }).toEqual({ file: rel(file), sql: [] })
    })
  })
})

describe('the files folders do without', () => {
  for (const [file, why] of Object.entries(NOT_NEEDED)) {
    it(`${file} is not there (${why})`, () => expect(exists(path.join(SRC, file))).toBe(false))
  }
})

describe('the SQL check itself', () => {
  const sample = (text: string) => SQL_MARKS.some((re) => re.test(code(text)))
  it('sees prepared statements, paged queries and SQL text', () => {
    expect(sample("db.prepare('SELECT 1').get()")).toBe(true)
    expect(sample('pageQuery<Row>(db, { select: "*" })')).toBe(true)
    expect(sample("const q = 'SELECT id FROM books'")).toBe(true)
    expect(sample('`UPDATE books SET x = 1`')).toBe(true)
  })
  it('does not see store calls, Chinese messages or comments', () => {
    expect(sample("findBook(db, id); fail('请勿重复购买')")).toBe(false)
    expect(sample("// db.prepare('SELECT 1')\n/** INSERT INTO x */")).toBe(false)
  })
})
