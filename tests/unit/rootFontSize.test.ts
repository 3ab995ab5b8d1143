import { ROOT_FONT_SIZE_SCRIPT } from '../../config/rootFontSize'

// index.html's root font size (config/rootFontSize.ts), run as the browser runs it. pxtransform makes
// 40 design px one rem, so the 750 px design is 18.75 rem wide.

const root = document.documentElement

function device(viewportWidth: number, screenWidth: number, screenHeight: number) {
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: viewportWidth })
  Object.defineProperty(window.screen, 'width', { configurable: true, value: screenWidth })
  Object.defineProperty(window.screen, 'height', { configurable: true, value: screenHeight })
}

const fontSize = () => parseFloat(root.style.fontSize)

beforeEach(() => {
  root.style.fontSize = ''
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

it('makes the 750 px design exactly as wide as the phone', () => {
  for (const width of [375, 390, 414, 430]) {
    device(width, width, 844)
    new Function(ROOT_FONT_SIZE_SCRIPT)()
    expect(fontSize() * 18.75).toBeCloseTo(width, 5)
  }
})

it('does not depend on how tall the page is or on the keyboard: only on the width and the screen', () => {
  device(390, 390, 844)
  new Function(ROOT_FONT_SIZE_SCRIPT)()
  expect(fontSize()).toBeCloseTo(20.8, 5)
  // A page a few px tall (Taro's own script read this box and fell to 20 px) and the keyboard taking half
  // the screen: the root stays put through the resize and its delayed second look.
  jest.spyOn(root, 'getBoundingClientRect').mockReturnValue({ width: 390, height: 8 } as DOMRect)
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 300 })
  window.dispatchEvent(new Event('resize'))
  jest.runAllTimers()
  expect(fontSize()).toBeCloseTo(20.8, 5)
})

it('keeps the portrait scale in landscape, whichever way the browser reports the screen', () => {
  new Function(ROOT_FONT_SIZE_SCRIPT)()
  for (const [w, h] of [[390, 844], [844, 390]]) {
    device(844, w, h)
    window.dispatchEvent(new Event('resize'))
    expect(fontSize()).toBeCloseTo(20.8, 5)
  }
})

it('clamps as Taro does: 20 px on narrow phones, 40 px on a desktop window', () => {
  device(320, 320, 568)
  new Function(ROOT_FONT_SIZE_SCRIPT)()
  expect(root.style.fontSize).toBe('20px')
  device(1280, 1920, 1080)
  window.dispatchEvent(new Event('resize'))
  expect(root.style.fontSize).toBe('40px')
})
