import Taro from '@tarojs/taro'
import type { ClickContext } from './types'

/** weapp: WeChat's WebAudioContext (the same scheduling model as Web Audio). Interface: ClickContextCapability. */
export function createClickContext(): ClickContext {
  return Taro.createWebAudioContext() as unknown as ClickContext
}
