import SafeRichText from '../../src/components/SafeRichText'
import { mountPage } from '../helpers/mountPage'

// H5 loads the sanitizer as its own chunk: rich text shows once it is in, sanitized, and never unsanitized.

const html = '<p>左手<b>伴奏</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>'

async function settle(times = 10) {
  for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0))
}

describe('SafeRichText on H5', () => {
  it('shows the sanitized HTML once the sanitizer chunk is in', async () => {
    await mountPage(() => <SafeRichText html={html} className='intro' />, '/pages/course/show')
    await settle()
    const box = document.querySelector('.intro')!
    expect(box.querySelector('b')?.textContent).toBe('伴奏')
    expect(box.innerHTML).not.toMatch(/onerror|script/)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})
