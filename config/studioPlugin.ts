// First: the config/*.ts modules below are compiled on require (config/compileConfigTs.js says why).
import './compileConfigTs'
import path from 'path'
import type { IPluginContext } from '@tarojs/service'
import { applyH5Overrides } from './taroOverrides'
import { assertPinnedTaro } from './taroVersion'
import { writePageConfigs } from './pageConfigs'

type Template = { modifyTemplateResult?: (res: string, nodeName: string, level: number, children: string) => string }

const ROOT = path.join(__dirname, '..')

/**
 * The one home of what this app changes in Taro's build (config/taroOverrides.ts lists each change):
 * before anything is compiled, checks every installed @tarojs package is the pinned version and writes
 * the page configs from the route table; on H5, applies the overrides to the webpack chain; on weapp,
 * adds the accessibility attributes to the templates (override `weappAria`).
 */
export default (ctx: IPluginContext) => {
  ctx.onReady(() => {
    assertPinnedTaro(ROOT)
    writePageConfigs(path.join(ROOT, 'src'))
  })

  ctx.modifyWebpackChain(({ chain, webpack }) => {
    if (process.env.TARO_ENV === 'h5') applyH5Overrides(chain, webpack)
  })

  // weappAria: Taro's mini-program templates drop `role` and `aria-label`. The props are in each node's
  // data already (Taro's runtime keeps props it has no alias for, as `role` and `ariaLabel`); WeChat's
  // screen reader reads `aria-role` and `aria-label` on the view, text and image templates. The platform
  // calls onBuildInit with itself at the start of its build, before the templates are generated.
  ctx.registerMethod('onBuildInit', (platform: { template?: Template }) => {
    const template = platform.template
    if (!template) return
    const previous = template.modifyTemplateResult
    template.modifyTemplateResult = (res, nodeName, level, children) =>
      (previous ? previous.call(template, res, nodeName, level, children) : res).replace(/<(view|text|image) /g, '<$1 aria-role="{{i.role}}" aria-label="{{i.ariaLabel}}" ')
  })
}
