import Taro from '@tarojs/taro'
import { isPrivacyRefusal } from '../../core/privacy'
import { confirm } from '../../components/Dialog'

/**
 * The mini-program's one RecorderManager, shared by homework takes (platform/recorder) and listen mode
 * (platform/micFrames). WeChat keeps one listener per event, so they are set once, here, and routed to
 * the recording under way: whichever use started last receives the events.
 */
export interface RecorderListeners {
  start(): void
  frame(buffer: ArrayBuffer): void
  stop(res: { tempFilePath: string; duration: number; fileSize: number }): void
  error(errMsg: string): void
}

let current: RecorderListeners | null = null
let installed = false

/** The manager, with `listeners` receiving its events from now on (null: nobody, a recording thrown away). */
export function recorderManager(listeners: RecorderListeners | null): Taro.RecorderManager {
  current = listeners
  const m = Taro.getRecorderManager()
  if (installed) return m
  installed = true
  m.onStart(() => current?.start())
  m.onFrameRecorded(({ frameBuffer }) => current?.frame(frameBuffer))
  m.onStop((res) => {
    const l = current
    current = null
    l?.stop(res)
  })
  m.onError((res) => {
    const l = current
    current = null
    l?.error(String(res.errMsg ?? ''))
  })
  return m
}

/**
 * The `scope.record` permission, asked before starting (the privacy sheet comes first when the learner has
 * not agreed to the guide). Declining the guide rejects with message ''; a refusal offers the settings
 * page, saying `why` the microphone is needed, and rejects with `refused`.
 */
export async function askMicrophone(why: string, refused: string): Promise<void> {
  try {
    await Taro.authorize({ scope: 'scope.record' })
  } catch (e) {
    if (isPrivacyRefusal(e)) throw new Error('', { cause: e })
    if (await confirm({ title: '需要麦克风权限', content: `${why}，去设置里打开吗？`, confirmText: '去设置' })) await Taro.openSetting().catch(() => undefined)
    throw new Error(refused, { cause: e })
  }
}
