import Taro from '@tarojs/taro'
import { toast } from './toast'

/** Copies `text` and says so (`message`: what was copied, in the learner's words). */
export async function copyText(text: string, message = '已复制'): Promise<void> {
  try {
    await Taro.setClipboardData({ data: text })
    toast(message)
  } catch {
    toast('复制失败，请长按手动复制')
  }
}
