import { View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { DROP_WITH_CONTENT } from './policy'
import { useAfterPaint } from '../../hooks/useAfterPaint'
import './index.scss'

type Sanitize = (html: string) => string

/**
 * The sanitizer (DOMPurify, ~8 KB gzip) is its own chunk: a page with rich text (course intro, e-book
 * chapter, payment instructions) parses and paints its first screen without it. Its download starts once
 * the first rich text on screen has been painted around (its box is there, empty), so neither its bytes nor
 * its parsing hold up that first paint; later rich texts find it ready.
 */
let sanitizer: Promise<Sanitize> | undefined
let ready: Sanitize | undefined
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import(/* webpackChunkName: "sanitize" */ './sanitize').then(
    (m) => (ready = m.sanitizeHtml),
    (e: unknown) => {
      sanitizer = undefined // a later rich text asks again
      throw e
    }
  )
  return sanitizer
}

/**
 * Text only, when the sanitizer cannot load: the text of a parsed (inert, never executed) document without
 * the elements whose content is not text (scripts, styles, ...). Nothing is injected as HTML.
 */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  body.querySelectorAll(DROP_WITH_CONTENT.join(',')).forEach((el) => el.remove())
  return body.textContent ?? ''
}

/** Server HTML (course intros, articles, payment instructions) rendered safely: sanitized on H5. */
export default function SafeRichText({ html, className = '' }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => ready)
  const [failed, setFailed] = useState(false)
  const painted = useAfterPaint()
  useEffect(() => {
    if (sanitize || !html || !painted) return
    let live = true
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => live && setFailed(true)
    )
    return () => {
      live = false
    }
  }, [sanitize, html, painted])
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html])
  if (!sanitize && failed) return <View className={`safe-rich-text ${className}`}>{plainText(html)}</View>
  return <View className={`safe-rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
