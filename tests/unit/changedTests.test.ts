/**
 * `npm run test:changed`'s choice of tests (scripts/changedTests.mjs) on a small made-up repository: a
 * changed test runs itself, a test that imports a changed file runs, a domain's tests run by name or alias,
 * a shared file runs its projects' whole suites, and a server file nothing names runs all server tests.
 */
const { domainsOf, importsOf, testsForChange } = require('../../scripts/changedTests.mjs') as {
  domainsOf: (file: string) => string[]
  importsOf: (test: string, source: string) => Set<string>
  testsForChange: (changed: string[], tests: { path: string; source: string }[]) => { tests: Map<string, string>; fullProjects: Set<string>; unmatched: string[] }
}

const TESTS = [
  { path: 'tests/unit/request.test.ts', source: "import { request } from '../../src/core/request'" },
  { path: 'tests/unit/newPage.test.ts', source: "execFileSync('node', [path.join(ROOT, 'scripts/new-page.mjs')])" },
  { path: 'tests/pages/cashier.test.tsx', source: "import CashierPage from '../../src/pages/order/order'" },
  { path: 'tests/server/promotions.test.ts', source: "import { startServer } from './helpers'" },
  { path: 'tests/server/commerce.test.ts', source: "import { startServer } from './helpers'" },
  { path: 'tests/server/live.test.ts', source: "import { startServer } from './helpers'" },
  { path: 'tests/weapp/promotions.test.ts', source: "import { MiniRuntime } from './miniRuntime'" },
  { path: 'tests/weapp/storefront.test.ts', source: "import { MiniRuntime } from './miniRuntime'" },
  { path: 'tests/e2e/checkout.test.ts', source: "import { productPerSuite } from './harness'" },
  { path: 'tests/unit/playAlong/pitch.test.ts', source: "import { readPitch } from '../../../src/features/playAlong/pitch'" }
]

const chosen = (...changed: string[]) => [...testsForChange(changed, TESTS).tests.keys()].sort()

describe('test:changed picks the tests of a change', () => {
  it('a changed test file runs itself', () => {
    expect(chosen('tests/server/live.test.ts')).toEqual(['tests/server/live.test.ts'])
  })

  it('a page runs the test that imports it and its domain\'s build tests, not the server\'s', () => {
    expect(chosen('src/pages/order/order.tsx')).toEqual(['tests/e2e/checkout.test.ts', 'tests/pages/cashier.test.tsx', 'tests/weapp/storefront.test.ts'])
  })

  it('an add-on named as MeEdu names it runs our tests of that domain', () => {
    expect(chosen('server/src/addons/MiaoSha/routes.ts')).toEqual(['tests/server/promotions.test.ts', 'tests/weapp/promotions.test.ts'])
    expect(chosen('src/packageA/ms/show.tsx')).toEqual(['tests/weapp/promotions.test.ts'])
  })

  it('a script a test runs by its path runs that test', () => {
    expect(chosen('scripts/new-page.mjs')).toEqual(['tests/unit/newPage.test.ts'])
  })

  it('a shared file runs its projects\' whole suites', () => {
    const { tests, fullProjects } = testsForChange(['server/src/http/route.ts'], TESTS)
    expect([...fullProjects]).toEqual(['server'])
    expect([...tests.keys()].sort()).toEqual(['tests/server/commerce.test.ts', 'tests/server/live.test.ts', 'tests/server/promotions.test.ts'])
    expect([...testsForChange(['tests/weapp/miniRuntime.ts'], TESTS).tests.keys()].sort()).toEqual(['tests/weapp/promotions.test.ts', 'tests/weapp/storefront.test.ts'])
    expect(testsForChange(['jest.config.js'], TESTS).fullProjects).toEqual(new Set(['app', 'logic', 'server']))
  })

  it('a server file no test names runs every server test, and says so', () => {
    const { tests, unmatched } = testsForChange(['server/src/newThing/store.ts'], TESTS)
    expect(unmatched).toEqual(['server/src/newThing/store.ts'])
    expect([...tests.values()]).toEqual(Array(3).fill('shared file changed: all server tests'))
  })

  it('docs run nothing', () => {
    expect(chosen('docs/testing.md')).toEqual([])
  })

  it('reads domains from folders and page names, and imports relative to the test', () => {
    expect(domainsOf('src/packageA/member/credit1Goods.tsx')).toEqual(['member', 'credit1Goods'])
    expect(domainsOf('server/src/addons/TuanGou/store.ts')).toEqual(['TuanGou'])
    expect(importsOf('tests/pages/cashier.test.tsx', "import X from '../../src/pages/order/order'\njest.mock('../helpers/x')")).toEqual(
      new Set(['src/pages/order/order', 'tests/helpers/x'])
    )
  })
})
