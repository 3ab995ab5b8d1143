/**
 * @jest-environment node
 *
 * The weapp build's page configs come from the route table alone: every page's title and pull-to-refresh
 * in dist/weapp match its route (they drifted once, when pages declared pull-to-refresh themselves).
 */
import fs from 'fs'
import path from 'path'
import { allRoutes } from '../../src/routes'

const ROOT = path.join(__dirname, '../../dist/weapp')

describe('weapp page configs', () => {
  it.each(allRoutes.map((r) => [r.url, r] as const))('%s has its route title and pull-to-refresh', (_url, r) => {
    const file = path.join(ROOT, r.root === 'main' ? '' : r.root, `${r.page}.json`)
    const config = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(config.navigationBarTitleText).toBe(r.title)
    expect(config.enablePullDownRefresh).toBe(r.pullToRefresh)
  })

  it('registers every route in app.json, sub-package pages in their package', () => {
    const app = JSON.parse(fs.readFileSync(path.join(ROOT, 'app.json'), 'utf8')) as { pages: string[]; subPackages: { root: string; pages: string[] }[] }
    for (const r of allRoutes) {
      if (r.root === 'main') expect(app.pages).toContain(r.page)
      else expect(app.subPackages.find((p) => p.root === r.root)?.pages).toContain(r.page)
    }
  })
})
