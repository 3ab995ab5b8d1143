import type { ComponentType } from 'react'
import { create } from 'zustand'
import { toast } from './toast'

/**
 * WeChat's privacy authorization, the app's side of it. Every privacy-scoped call (choosing images,
 * saving to the album, the WeChat address, the phone number button) waits while WeChat asks the app for
 * consent; platform/privacy (weapp) raises the request here, the sheet every page renders
 * (components/PrivacySheet) shows it, and the learner's tap answers it. H5 never raises one.
 */
export type PrivacyAnswer = { event: 'agree'; buttonId: string } | { event: 'disagree' }

export interface PrivacyRequest {
  /** What the learner was doing, in their words ("选择图片"). */
  purpose: string
  /** The guide's name as declared in the mini-program admin. */
  contractName: string
  /** Shows the full guide (WeChat's own page). */
  openContract(): void
  resolve(answer: PrivacyAnswer): void
}

/**
 * `Sheet`: the sheet every page renders while a request is open. platform/privacy (weapp) sets it when it
 * installs the flow, so the H5 build, which never asks, carries neither the sheet nor its text.
 */
export const usePrivacyRequest = create<{ request: PrivacyRequest | null; Sheet: ComponentType | null }>(() => ({ request: null, Sheet: null }))

/** The id of the sheet's agree button: WeChat checks that the agreement came from a tap on it. */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

const PURPOSES: [RegExp, string][] = [
  [/album|save/i, '保存图片到相册'],
  [/image|media|photo|camera/i, '选择图片'],
  [/address/i, '使用微信收货地址'],
  [/phone/i, '获取微信绑定的手机号'],
  [/record|voice/i, '使用麦克风']
]

/** The learner's words for the API or component that asked (`eventInfo.referrer`, e.g. "wx.chooseImage"). */
export function privacyPurpose(referrer: string | undefined): string {
  return PURPOSES.find(([re]) => re.test(referrer ?? ''))?.[1] ?? '使用该功能'
}

export function askPrivacyConsent(request: PrivacyRequest): void {
  // A request still open is answered no before the next takes its place: WeChat never waits on two.
  usePrivacyRequest.getState().request?.resolve({ event: 'disagree' })
  usePrivacyRequest.setState({ request })
}

/**
 * Answers the open request. Declining keeps the learner where they were: the waiting call fails quietly
 * (its caller checks isPrivacyRefusal) and this one message says why; nothing on the page is touched.
 */
export function answerPrivacy(answer: PrivacyAnswer): void {
  const request = usePrivacyRequest.getState().request
  if (!request) return
  usePrivacyRequest.setState({ request: null })
  request.resolve(answer)
  if (answer.event === 'disagree') {
    toast(`未同意隐私保护指引，暂时无法${request.purpose}，已填写的内容都还在`)
  }
}

/** A call WeChat failed because the learner declined the guide (the sheet has said so already). */
export function isPrivacyRefusal(error: unknown): boolean {
  return /privacy permission is not authorized|privacy.*not authorized/i.test(String((error as { errMsg?: string } | null)?.errMsg ?? ''))
}
