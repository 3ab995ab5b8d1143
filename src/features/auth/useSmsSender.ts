import { useEffect, useRef, useState } from 'react'
import type { SmsScene } from '~types/contract/site'
import { sendSmsCode, sendSmsWithoutCaptcha, type OwnSmsScene } from './api'
import { useImageCaptcha } from './useImageCaptcha'
import { mobileError } from '../../utils/validators'
import { SMS_RESEND_SECONDS } from '../../utils/constants'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'


/**
 * Image captcha + SMS code sending with a resend countdown, shared by login, the bind pages and the
 * member's own account pages. Inputs are validated before any call; a failed send refreshes the
 * (single-use) captcha. `own`: a logged-in learner's code without a captcha (their bound mobile, or the
 * new number of a mobile change just after the old one was verified: the server allows only those).
 */
export function useSmsSender(scene: SmsScene, own = false) {
  const { captcha, captchaFailed, refreshCaptcha } = useImageCaptcha(!own)
  const [countdown, setCountdown] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()

  useEffect(() => () => clearInterval(timer.current), [])

  const startCountdown = () => {
    setCountdown(SMS_RESEND_SECONDS)
    clearInterval(timer.current)
    timer.current = setInterval(() => {
      setCountdown((n) => {
        if (n <= 1) clearInterval(timer.current)
        return n - 1
      })
    }, 1000)
  }

  const request = useAction(
    async (mobile: string, captchaText: string) => {
      // `own` is used only with the scenes a logged-in learner's own code has (OwnSmsScene).
      await (own ? sendSmsWithoutCaptcha({ mobile, scene: scene as OwnSmsScene }) : sendSmsCode({ mobile, image_key: captcha?.key ?? '', image_captcha: captchaText.trim(), scene }))
      return true
    },
    {
      onSuccess: () => {
        toast('验证码已发送')
        startCountdown()
      },
      // The request layer has said why; the captcha was used up.
      onError: () => {
        if (!own) refreshCaptcha()
      }
    }
  )

  /** Returns true when the code was sent. */
  const send = async (mobile: string, captchaText: string): Promise<boolean> => {
    if (request.pending || countdown > 0) return false
    const mErr = mobileError(mobile)
    if (mErr) {
      toast(mErr)
      return false
    }
    if (!own && !captchaText.trim()) {
      toast('请输入图形验证码')
      return false
    }
    if (!own && !captcha) {
      toast('图形验证码未加载，请点击刷新')
      return false
    }
    return (await request.run(mobile, captchaText)) ?? false
  }

  return { captcha, captchaFailed, refreshCaptcha, countdown, sending: request.pending, send }
}
