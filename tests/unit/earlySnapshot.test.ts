import fs from 'fs'
import path from 'path'
import { ownerOf, snapshotKey } from '../../src/platform/h5/pageSnapshot'

// index.html's inline start script (src/earlySnapshot.js) runs here as the browser runs it, against copies
// keyed and owned the way the app's pageSnapshot.ts stores them: this is what keeps the two from drifting.

const source = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'earlySnapshot.js'), 'utf8')
const ENTRY = ['/js/6141.aaaa.js', '/js/2179.bbbb.js', '/js/app.cccc.js']
const TOKEN_SLOT = 'meedu-h5-token'

function copy(over: Record<string, unknown> = {}) {
  return { build: ENTRY[2], owner: '', at: Date.now(), html: '<div class="home"><span>热门课程</span></div>', sheets: ['.home{color:#333}'], ...over }
}

/** Opens index.html at `hash`: the start script runs where postbuild-h5.js puts it. */
function boot(hash: string) {
  window.location.hash = hash
  new Function('__ENTRY_SCRIPTS__', source)(ENTRY)
}

const started = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))
const box = () => document.getElementById('studio-snapshot')

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
  document.head.innerHTML = ''
  document.body.innerHTML = '<div id="app"></div>'
})
// Every copy shown leaves (8 s), so no test's page lingers in the next one's window listeners.
afterEach(() => {
  jest.advanceTimersByTime(10_000)
  jest.useRealTimers()
})

describe('index.html start script (src/earlySnapshot.js)', () => {
  it('without a copy, starts the entry scripts at once, in order, as `defer` ran them', () => {
    boot('#/pages/index/index')
    expect(started()).toEqual(ENTRY)
    expect([...document.head.querySelectorAll('script')].every((s) => s.async === false)).toBe(true)
    expect(box()).toBeNull()
  })

  it.each([
    ['', '/pages/index/index'],
    ['#/', '/pages/index/index'],
    ['#/pages/course/show?id=2&msv=abc123', '/pages/course/show?id=2'],
    ['#/packageA/vod/index?scene=rec&category_id=2', '/packageA/vod/index?category_id=2&scene=rec']
  ])('finds the copy the app stored for %s (key %s) and shows it before the app starts', (hash, page) => {
    expect(snapshotKey(hash)).toBe(`studio-snapshot:${page}`)
    localStorage.setItem(snapshotKey(hash), JSON.stringify(copy()))
    boot(hash)
    expect(box()?.textContent).toContain('热门课程')
    expect(box()?.getAttribute('aria-hidden')).toBe('true')
    // The app waits for the copy to be painted, 1 s at most.
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1000)
    expect(started()).toEqual(ENTRY)
  })

  it('paints at once with its styles as text; waits hidden for a stylesheet it only names', () => {
    localStorage.setItem(snapshotKey('#/pages/index/index'), JSON.stringify(copy()))
    boot('#/pages/index/index')
    expect(box()?.style.visibility).toBe('')
    expect(box()?.querySelector('style')?.textContent).toBe('.home{color:#333}')

    document.head.innerHTML = ''
    document.body.innerHTML = '<div id="app"></div>'
    localStorage.setItem(snapshotKey('#/pages/index/index'), JSON.stringify(copy({ sheets: ['@import url("/css/6848.aaaa.css");'] })))
    boot('#/pages/index/index')
    expect(box()?.style.visibility).toBe('hidden')
    box()!.querySelector('style')!.dispatchEvent(new Event('load'))
    expect(box()?.style.visibility).toBe('')
  })

  it('a filtered list is not another filter’s copy', () => {
    localStorage.setItem(snapshotKey('#/packageA/vod/index?category_id=2'), JSON.stringify(copy()))
    boot('#/packageA/vod/index?category_id=3')
    expect(box()).toBeNull()
    expect(started()).toEqual(ENTRY)
  })

  it('shows a learner’s copy to that session only; another session’s copy is removed unseen', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.learner-a-signature-0001'
    const key = snapshotKey('#/pages/course/show?id=2')
    localStorage.setItem(key, JSON.stringify(copy({ owner: ownerOf(token) })))
    localStorage.setItem(TOKEN_SLOT, JSON.stringify({ data: token }))
    boot('#/pages/course/show?id=2')
    expect(box()).not.toBeNull()

    document.body.innerHTML = '<div id="app"></div>'
    document.head.innerHTML = ''
    localStorage.setItem(TOKEN_SLOT, JSON.stringify({ data: 'eyJhbGciOiJIUzI1NiJ9.learner-b-signature-0002' }))
    boot('#/pages/course/show?id=2')
    expect(box()).toBeNull()
    expect(started()).toEqual(ENTRY)
    expect(localStorage.getItem(key)).toBeNull()

    // A visitor does not see a learner's copy either.
    localStorage.setItem(key, JSON.stringify(copy({ owner: ownerOf(token) })))
    localStorage.removeItem(TOKEN_SLOT)
    document.head.innerHTML = ''
    boot('#/pages/course/show?id=2')
    expect(box()).toBeNull()
  })

  it('ignores a copy from another build or older than a week', () => {
    localStorage.setItem(snapshotKey('#/pages/index/index'), JSON.stringify(copy({ build: '/js/app.0000.js' })))
    boot('#/pages/index/index')
    expect(box()).toBeNull()
    localStorage.setItem(snapshotKey('#/pages/index/index'), JSON.stringify(copy({ at: Date.now() - 8 * 24 * 3600 * 1000 })))
    document.head.innerHTML = ''
    boot('#/pages/index/index')
    expect(box()).toBeNull()
    expect(started()).toEqual(ENTRY)
  })

  it('takes no tap (the app underneath is not ready), and leaves on a page change or after 8 s at most', () => {
    localStorage.setItem(snapshotKey('#/pages/index/index'), JSON.stringify(copy()))
    boot('#/pages/index/index')
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    box()!.querySelector('span')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(box()).toBeNull()
    expect(started()).toEqual(ENTRY)

    document.head.innerHTML = ''
    document.body.innerHTML = '<div id="app"></div>'
    boot('#/pages/index/index')
    expect(box()).not.toBeNull()
    jest.advanceTimersByTime(8000)
    expect(box()).toBeNull()
  })
})
