/**
 * The real route table plus one protected page: `/pages/order/order` (the cashier, a SPEC page that only
 * a logged-in learner may open). Every page registered so far is on the anonymous whitelist, so guard
 * and 401 tests need this to exercise the protected path. Use with:
 *   jest.mock('../../src/routes', () => require('../helpers/routesWithProtectedPage').routesModule())
 */
export const PROTECTED_URL = '/pages/order/order'

export function routesModule() {
  const actual = jest.requireActual('../../src/routes')
  const cashier = {
    root: 'main',
    page: 'pages/order/order',
    url: PROTECTED_URL,
    title: '收银台',
    tab: false,
    anonymous: false,
    pullToRefresh: false
  }
  return {
    ...actual,
    findRoute: (path: string) => (path.split('?')[0] === PROTECTED_URL ? cashier : actual.findRoute(path))
  }
}
