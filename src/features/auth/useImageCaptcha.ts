import { useCallback, useEffect, useState } from 'react'
import type { ImageCaptcha } from '~types/contract/site'
import { fetchImageCaptcha } from './api'

/** An image captcha (single use): loaded on mount unless `enabled` is false, refreshed on demand. */
export function useImageCaptcha(enabled = true) {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null)
  const [captchaFailed, setCaptchaFailed] = useState(false)

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptchaFailed(false)
      setCaptcha(await fetchImageCaptcha())
    } catch {
      setCaptcha(null)
      setCaptchaFailed(true)
    }
  }, [])

  useEffect(() => {
    if (enabled) refreshCaptcha()
  }, [enabled, refreshCaptcha])

  return { captcha, captchaFailed, refreshCaptcha }
}
