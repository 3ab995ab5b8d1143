import Taro from '@tarojs/taro'
import { toast } from '../core/toast'

/**
 * weapp: a mini-program cannot open arbitrary web pages without a business domain; copy the link and say
 * so, rather than failing silently. Interface: ExternalCapability (platform/types.ts).
 */
export function openExternal(url: string): void {
  Taro.setClipboardData({ data: url }).then(
    () => Taro.showModal({ title: '提示', content: '链接已复制，请在浏览器中打开', showCancel: false }),
    () => toast('无法打开链接')
  )
}
