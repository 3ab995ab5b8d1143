import Taro from '@tarojs/taro'

/** The dialog's colours (styles/tokens.scss): the platform's own modal, never its default green. */
const CONFIRM = '#b04530'
const DANGER = '#c62828'
const CANCEL = '#666666'

export interface DialogOptions {
  title: string
  content?: string
  /** The confirming button's label (确定 by default). */
  confirmText?: string
  /** The other button's label (取消 by default); `null` for a dialog with one button. */
  cancelText?: string | null
  /** The confirming action deletes or cannot be undone: a red button. */
  danger?: boolean
}

/**
 * Asks the learner to confirm (交卷, 删除, 解绑 ...): resolves true for the confirming button. The platform's
 * modal (WeChat's in the mini-program, Taro's on H5, loaded on first use) in the studio's colours.
 */
export async function confirm({ title, content = '', confirmText = '确定', cancelText = '取消', danger }: DialogOptions): Promise<boolean> {
  const { confirm: confirmed } = await Taro.showModal({
    title,
    content,
    confirmText,
    confirmColor: danger ? DANGER : CONFIRM,
    showCancel: cancelText !== null,
    cancelText: cancelText ?? undefined,
    cancelColor: CANCEL
  })
  return confirmed
}

/** A message with one button (知道了 by default). */
export async function alert(title: string, content?: string, confirmText = '知道了'): Promise<void> {
  await confirm({ title, content, confirmText, cancelText: null })
}
