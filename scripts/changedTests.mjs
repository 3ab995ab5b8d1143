// Which test files a change touches (`npm run test:changed`), from the changed paths alone. Pure: the
// runner (scripts/test-changed.mjs) gives it the changed files and the repository's test files. Four
// rules, each test file chosen with its reason:
//  - a changed test file runs itself;
//  - a test file that imports a changed file directly runs (any project);
//  - a test file named after a domain the changed file belongs to runs (its folder or page name, or an
//    alias below: `src/packageA/ms/show.tsx` is the flash sale, `promotions.test.ts`);
//  - a shared file (the request layer, the server's http floor, a test harness, jest's config) runs every
//    test file that may depend on it: its project's whole suite.
// The app and logic projects add jest's own `--findRelatedTests` (their import graph is precise); the
// server's is not (every server test imports the whole app), so there the rules above decide.

/** Where a test file runs, from its folder (jest.config.js's projects). */
export function projectOf(test) {
  if (test.startsWith('tests/unit/playAlong/')) return 'logic'
  if (test.startsWith('tests/unit/') || test.startsWith('tests/pages/')) return 'app'
  for (const p of ['weapp', 'server', 'e2e']) if (test.startsWith(`tests/${p}/`)) return p
  return null
}

/** Projects that test a build (dist/weapp, dist/h5) rather than the sources. */
export const BUILT_PROJECTS = ['weapp', 'e2e']

/** Domain names that differ from the test files' names: MeEdu's add-on names, short page folders. */
const ALIASES = {
  course: ['content', 'storefront', 'catalogue', 'course', 'lesson'],
  vod: ['course', 'storefront'],
  catalogue: ['catalogue', 'commerce', 'storefront', 'course'],
  learning: ['course', 'lesson', 'learningTab'],
  order: ['checkout', 'storefront', 'commerce', 'virtualPayment', 'iosVirtualGoods', 'cashier'],
  orders: ['checkout', 'storefront', 'commerce', 'virtualPayment', 'iosVirtualGoods', 'cashier'],
  wallet: ['checkout', 'commerce', 'cashier'],
  role: ['checkout', 'commerce', 'vip'],
  sandbox: ['checkout', 'cashier'],
  promo: ['promotions', 'flashSale', 'groupBuy', 'cashier'],
  ms: ['promotions', 'flashSale'],
  MiaoSha: ['promotions', 'flashSale'],
  tg: ['promotions', 'groupBuy'],
  TuanGou: ['promotions', 'groupBuy'],
  Zhibo: ['live'],
  book: ['books'],
  MeeduBooks: ['books'],
  topic: ['topics', 'content', 'article'],
  MeeduTopics: ['topics', 'content', 'article'],
  webview: ['content', 'article'],
  learnPath: ['content'],
  LearnPaths: ['learnPath', 'content'],
  qa: ['wenda', 'content'],
  Wenda: ['wenda', 'content'],
  Credit1Mall: ['credit1'],
  tutor: ['tutorTime'],
  TutorTime: ['tutorTime'],
  MultiLevelShare: ['share'],
  paper: ['exam'],
  Paper: ['exam', 'paper'],
  practice: ['exam', 'practice'],
  audio: ['pianoAudio', 'downloads', 'practice'],
  PianoAudio: ['pianoAudio', 'downloads'],
  playAlong: ['listen', 'lessonScore', 'scoreCursor', 'scoreEngraving'],
  scores: ['scoreEngraving', 'pianoAudioScores', 'lessonScores'],
  auth: ['login', 'account'],
  miniProgram: ['login', 'account'],
  member: ['account', 'memberTab'],
  DaySignIn: ['member'],
  CodeExchanger: ['member'],
  Cert: ['member'],
  index: ['storefront', 'smoke']
}

/** Folder and file names that say nothing about a domain. */
const GENERIC = new Set([
  'src', 'server', 'types', 'features', 'pages', 'packageA', 'packageB', 'components', 'hooks', 'utils', 'addons',
  'contract', 'endpoints', 'show', 'api', 'routes', 'store', 'views', 'seed', 'migrations', 'types', 'index', 'common'
])

/**
 * Files every test of a project may depend on, and the projects whose whole suite then runs. First match
 * wins; a path under a domain folder is not shared.
 */
const SHARED = [
  // The test machinery itself, and what configures every project.
  [/^(jest\.config\.js|tests\/(setup|nodeTransformer|styleMock|fileMock)\.js|tests\/types\.d\.ts|package(-lock)?\.json|tsconfig\.json|babel\.config\.js)$/, ['app', 'logic', 'server']],
  [/^tests\/helpers\//, ['app']],
  [/^tests\/server\/helpers\.ts$/, ['server']],
  [/^tests\/weapp\/(?!.*\.test\.ts$)/, ['weapp']],
  [/^tests\/e2e\/(?!.*\.test\.ts$)/, ['e2e']],
  // The server's floors below the domains: every route goes through them.
  [/^server\/src\/(http|db|lib|providers)\//, ['server']],
  [/^server\/src\/[^/]+\.ts$/, ['server']],
  [/^server\/src\/addons\/[^/]+\.ts$/, ['server']],
  [/^types\/[^/]+\.ts$/, ['app', 'server']],
  // The app's shared layers: jest's import graph finds their app tests; the builds show every page.
  [/^src\/(core|components|hooks|platform|routes|utils|styles)\//, ['weapp', 'e2e']],
  [/^src\/[^/]+\.(ts|tsx|js|scss)$/, ['weapp', 'e2e']],
  [/^config\//, ['weapp', 'e2e']]
]

/** Tests that go with a kind of file whatever its domain: the typed contract's checks with every contract or table change. */
const WITH = [[/^types\/(contract|endpoints)\//, ['contract', 'endpoints', 'clientEndpoints', 'paths']]]

/** The domain names a source file belongs to: its folders and file name under the layer folders. */
export function domainsOf(file) {
  const parts = file.replace(/\.[^./]+$/, '').split('/')
  const names = parts.filter((p) => p && !GENERIC.has(p) && !p.startsWith('.') && !/^\d/.test(p))
  return [...new Set(names)]
}

/** The projects whose tests can see a change to `file`: the app's sources are not the server's, and the reverse. */
function sidesOf(file) {
  if (/^(src|config)\//.test(file)) return ['app', 'logic', 'weapp', 'e2e']
  if (file.startsWith('server/')) return ['server', 'weapp', 'e2e']
  return ['app', 'logic', 'server', 'weapp', 'e2e']
}

const stemOf = (test) => test.split('/').pop().replace(/\.test\.tsx?$/, '')
const lower = (s) => s.toLowerCase()

/** Whether a test named `stem` is about `domain` (the same name, one a prefix of the other, or an alias). */
function namesMatch(domain, stem) {
  const d = lower(domain)
  const s = lower(stem)
  if (d === s) return true
  // A prefix only for names long enough to mean something (`live` -> liveHome, `pianoAudio` -> pianoAudioListen).
  if (d.length >= 4 && s.startsWith(d)) return true
  if (s.length >= 4 && d.startsWith(s)) return true
  return (ALIASES[domain] ?? []).some((a) => lower(a) === s)
}

/** The module a relative import names, resolved from the importing file, without its extension. */
function resolveImport(from, spec) {
  const dir = from.split('/').slice(0, -1)
  for (const part of spec.split('/')) {
    if (part === '..') dir.pop()
    else if (part !== '.') dir.push(part)
  }
  return dir.join('/')
}

const withoutExtension = (file) => file.replace(/(\.(h5|weapp))?\.(tsx?|jsx?|mjs|cjs|mts)$/, '').replace(/\/index$/, '')

/**
 * The repository files a test file depends on by name, without extensions: its relative imports, and the
 * paths from the repository's root it names in a string (a script it runs: `path.join(ROOT, 'scripts/new-page.mjs')`).
 */
export function importsOf(test, source) {
  const specs = [...source.matchAll(/(?:from\s+|require\(|import\(|jest\.mock\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => resolveImport(test, m[1]))
  const named = [...source.matchAll(/['"`]((?:scripts|config|server|src|spec|docs)\/[\w./-]+)['"`]/g)].map((m) => m[1])
  return new Set([...specs, ...named].map(withoutExtension))
}

/**
 * @param changed   repository paths changed (existing or deleted)
 * @param tests     every test file: [{ path, source }]
 * @returns { tests: Map<path, reason>, fullProjects: Set<project>, unmatched: string[] }
 */
export function testsForChange(changed, tests) {
  const chosen = new Map()
  const fullProjects = new Set()
  const unmatched = []
  const choose = (path, reason) => {
    if (!chosen.has(path)) chosen.set(path, reason)
  }
  const imports = new Map(tests.map((t) => [t.path, importsOf(t.path, t.source)]))

  for (const file of changed) {
    if (tests.some((t) => t.path === file)) {
      choose(file, 'changed')
      continue
    }
    if (/\.(md|txt|png|jpg|svg|mp3|tsv)$/.test(file) && !file.startsWith('src/')) continue
    const shared = SHARED.find(([re]) => re.test(file))
    if (shared) for (const p of shared[1]) fullProjects.add(p)

    let matched = !!shared
    for (const [re, stems] of WITH) {
      if (!re.test(file)) continue
      for (const t of tests) if (stems.includes(stemOf(t.path))) choose(t.path, `checks every ${file.split('/')[1]} file (${file})`)
    }
    const module = withoutExtension(file)
    for (const t of tests) {
      if (imports.get(t.path).has(module)) {
        choose(t.path, `imports ${file}`)
        matched = true
      }
    }
    if (!shared) {
      const sides = sidesOf(file)
      for (const domain of domainsOf(file)) {
        for (const t of tests) {
          if (sides.includes(projectOf(t.path)) && namesMatch(domain, stemOf(t.path))) {
            choose(t.path, `domain ${domain} (${file})`)
            matched = true
          }
        }
      }
    }
    // The app's sources also get jest's import graph at run time; anything else nothing names runs its side's whole suite.
    if (!matched && !file.startsWith('src/') && !file.startsWith('scripts/') && !file.startsWith('config/')) {
      unmatched.push(file)
      for (const p of file.startsWith('server/') ? ['server'] : ['app', 'logic', 'server']) fullProjects.add(p)
    }
  }
  for (const t of tests) {
    const p = projectOf(t.path)
    if (p && fullProjects.has(p)) choose(t.path, `shared file changed: all ${p} tests`)
  }
  return { tests: chosen, fullProjects, unmatched }
}
