// Webpack loader for Taro's H5 component sheet (@tarojs/components-react/dist/index.css): drops the rules of
// Taro's own button (`.taro-button-core`, its `.weui-loading` spinner and the spinner's keyframes). The H5
// Button is ours (config/shims/taro-button.js) and never carries those classes; the spinner rule is the one
// place Taro's sheet fetches an image from a third-party CDN, so it must not ship at all.
const postcss = require('postcss')

const TARO_BUTTON = /taro-button-core|taro-btn-|weui-loading|weui-btn_/

module.exports = function dropTaroButtonCss(source) {
  const root = postcss.parse(source)
  root.walkRules((rule) => {
    if (rule.parent && rule.parent.type === 'atrule' && /keyframes/.test(rule.parent.name)) return
    const kept = rule.selectors.filter((s) => !TARO_BUTTON.test(s))
    if (!kept.length) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  root.walkAtRules(/keyframes$/, (at) => {
    if (at.params === 'weuiLoading') at.remove()
  })
  const css = root.toString()
  if (/https?:\/\//.test(css.replace(/http:\/\/www\.w3\.org\/2000\/svg/g, ''))) throw new Error("dropTaroButtonCss: Taro's component sheet still names another origin")
  return css
}
