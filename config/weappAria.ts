import type { IPluginContext } from '@tarojs/service'

type Template = { modifyTemplateResult?: (res: string, nodeName: string, level: number, children: string) => string }

/**
 * Taro's mini-program templates drop `role` and `aria-label`, so WeChat's screen reader found controls
 * drawn with an icon nameless. The props are in each node's data already (Taro's runtime keeps props it
 * has no alias for, as `role` and `ariaLabel`); this plugin adds the attributes WeChat reads (`aria-role`,
 * `aria-label`) to the view, text and image templates. Registered for the weapp build only.
 */
export default (ctx: IPluginContext) => {
  // Called by the platform at the start of its build with itself (before the templates are generated).
  ctx.registerMethod('onBuildInit', (platform: { template?: Template }) => {
    const template = platform.template
    if (!template) return
    const previous = template.modifyTemplateResult
    template.modifyTemplateResult = (res, nodeName, level, children) =>
      (previous ? previous.call(template, res, nodeName, level, children) : res).replace(/<(view|text|image) /g, '<$1 aria-role="{{i.role}}" aria-label="{{i.ariaLabel}}" ')
  })
}
