import SafeRichText from '../../src/components/SafeRichText'
import { mountPage } from '../helpers/mountPage'

// The sanitizer chunk fails to load (a dropped connection): the learner still reads the text, and nothing
// unsanitized reaches the page.
jest.mock('../../src/components/SafeRichText/sanitize', () => {
  throw new Error('ChunkLoadError: Loading chunk sanitize failed')
})

const html = '<p>左手<b>伴奏</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><style>p{}</style>'

it('falls back to plain text, never raw HTML, when the sanitizer cannot load', async () => {
  await mountPage(() => <SafeRichText html={html} className='intro' />, '/pages/course/show')
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0))
  const box = document.querySelector('.intro')!
  expect(box.textContent).toBe('左手伴奏')
  expect(box.querySelector('b, img, script, style')).toBeNull()
  expect((window as { __pwned?: number }).__pwned).toBeUndefined()
})
