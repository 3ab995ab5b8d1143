import Taro from '@tarojs/taro'
import { toast } from '../core/toast'
import { alert } from '../components/Dialog'

/**
 * weapp: a mini-program cannot open arbitrary web pages without a business domain; copy the link and say
 * so, rather than failing silently. Interface: ExternalCapability (platform/types.ts).
 */
export function openExternal(url: string): void {
  Taro.setClipboardData({ data: url }).then(
    () => alert('链接已复制', '请在浏览器中打开'),
    () => toast('无法打开链接')
  )
}
