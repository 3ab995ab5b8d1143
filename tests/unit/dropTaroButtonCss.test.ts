// The H5 build's loader for Taro's component sheet (config/taroOverrides.ts, noTaroButtonSheet): Taro's button
// rules and the spinner image they fetch from a third-party CDN are gone; every other component rule stays.
import fs from 'fs'
import path from 'path'
import dropTaroButtonCss from '../../config/loaders/dropTaroButtonCss'

// A path, not require.resolve: jest maps .css imports to a stub.
const SHEET = path.join(__dirname, '..', '..', 'node_modules', '@tarojs', 'components-react', 'dist', 'index.css')

describe("Taro's component sheet without its button", () => {
  const original = fs.readFileSync(SHEET, 'utf8')
  const out = dropTaroButtonCss(original) as string

  it('starts from a sheet that has the button rules and the CDN spinner (else this override is stale)', () => {
    expect(original).toMatch(/\.taro-button-core/)
    expect(original).toMatch(/https:\/\/img\d*\.360buyimg\.com/)
  })

  it('drops every button rule, the spinner and its keyframes', () => {
    expect(out).not.toMatch(/taro-button-core|taro-btn-|weui-loading|weuiLoading/)
    expect(out).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
  })

  it('keeps the other components (image modes, scroll view, picker, input)', () => {
    for (const cls of ['.taro-img__mode-aspectfill', '.taro-scroll-view__scroll-x', '.taro-picker__mask', '.taro-input-core']) expect(out).toContain(cls)
  })

  it('refuses a sheet that would still load from another origin', () => {
    expect(() => dropTaroButtonCss('.taro-img{background:url(https://cdn.example.com/a.png)}')).toThrow(/another origin/)
  })
})
