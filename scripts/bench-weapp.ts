/**
 * `npm run bench:weapp`: the mini-program's own limits, measured on every page of the weapp build against
 * the reference server (demo data), in the runtime double and WeChat's compiled templates:
 *  - WXML nodes per page (WeChat warns over 1,000), the deepest node (30), the most children of one node (60),
 *    counted on the tree WeChat's `wcc` renders from the page's data;
 *  - setData: the largest call in bytes (WeChat advises under 256 KB a call) and the calls
 *    while the page opens;
 *  - a long list paging: 200 messages in 我的消息, the page's reach-bottom handler until the end: setData
 *    calls per loaded page, their bytes, and the nodes once all 200 are shown.
 * Prints a table and the worst page per measure, writes reports/bench-weapp.json. Builds weapp if missing.
 */
import fs from 'fs'
import path from 'path'
import { execSync } from 'child_process'
import { startProduct } from '../tests/e2e/harness'
import { ALL_ROUTE_KEYS, WEAPP_ROOT, demoToken, openWeapp, queryFor } from '../tests/weapp/bothBuilds'
import { ALL_PAGES_ADDONS } from '../tests/weapp/pageStates'
import { treeShape, wechatCompiled } from '../tests/weapp/wechatRender'
import { notify } from '../server/src/accounts/users'

const ROOT = path.resolve(__dirname, '..')
const LIMITS = { nodes: 1000, depth: 30, maxChildren: 60, setDataBytes: 256 * 1024 }

interface Row {
  page: string
  nodes: number
  depth: number
  maxChildren: number
  setDataCalls: number
  maxSetDataBytes: number
}

async function main() {
  if (!fs.existsSync(path.join(WEAPP_ROOT, 'app.js'))) execSync('npm run --silent build:weapp', { cwd: ROOT, stdio: 'inherit' })
  const product = await startProduct({ enabledAddons: ALL_PAGES_ADDONS })
  try {
    const token = await demoToken(product)
    const rows: Row[] = []
    for (const key of ALL_ROUTE_KEYS) {
      const w = await openWeapp(product, key, await queryFor(product, key, token), token)
      const calls = w.rt.setDataCalls
      rows.push({ page: key, ...treeShape(w.tree), setDataCalls: calls.length, maxSetDataBytes: Math.max(0, ...calls.map((c) => c.bytes)) })
    }
    console.table(rows)
    const worst = (k: keyof Omit<Row, 'page'>) => rows.reduce((a, b) => (b[k] > a[k] ? b : a))
    const summary = Object.fromEntries((['nodes', 'depth', 'maxChildren', 'setDataCalls', 'maxSetDataBytes'] as const).map((k) => [k, { page: worst(k).page, value: worst(k)[k] }]))
    console.log('worst page per measure:', summary)

    const paging = await longList(product, token)
    console.log('long list (200 messages):', paging)

    const over = rows.filter((r) => r.nodes > LIMITS.nodes || r.depth > LIMITS.depth || r.maxChildren > LIMITS.maxChildren || r.maxSetDataBytes > LIMITS.setDataBytes)
    console.log(over.length ? `OVER WeChat's limits: ${over.map((r) => r.page).join(', ')}` : `every page within WeChat's limits (${JSON.stringify(LIMITS)})`)
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, 'reports', 'bench-weapp.json'), JSON.stringify({ date: new Date().toISOString(), limits: LIMITS, pages: rows, worst: summary, longList: paging }, null, 2))
  } finally {
    await product.stop()
  }
}

/** 我的消息 with 200 messages, paged to the end through the page's reach-bottom handler. */
async function longList(product: Awaited<ReturnType<typeof startProduct>>, token: string) {
  const uid = product.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").pluck().get() as number
  for (let i = 0; i < 200; i++) notify(product.db, uid, `第${i + 1}条练琴提醒：今天的音阶练了吗？`)
  const w = await openWeapp(product, 'messages', {}, token)
  const opened = w.rt.setDataCalls.length
  let loads = 0
  for (; loads < 30; loads++) {
    const before = w.rt.setDataCalls.length
    ;(w.page.onReachBottom as () => void)()
    await w.rt.settle()
    if (w.rt.setDataCalls.length === before) break
  }
  const paging = w.rt.setDataCalls.slice(opened)
  const elapsed = paging.length ? (paging[paging.length - 1].at - paging[0].at) / 1000 : 0
  const tree = wechatCompiled(WEAPP_ROOT).render('packageA/member/messages', w.page.data).tree
  return {
    pagesLoaded: loads,
    setDataCalls: paging.length,
    callsPerLoadedPage: loads ? +(paging.length / loads).toFixed(1) : 0,
    maxSetDataBytes: Math.max(0, ...paging.map((c) => c.bytes)),
    // Wall time of the double between the first and last call: the server answers in-process, so this
    // is the rate the app itself would drive, not a phone's.
    callsPerSecond: elapsed ? +(paging.length / elapsed).toFixed(1) : paging.length,
    nodesWithAllShown: treeShape(tree).nodes
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
