import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { DROP_WITH_CONTENT } from '~types/richTextPolicy'
import { loadOnce } from '../../utils/loadOnce'
import { useLoadedAfterPaint } from '../../hooks/useAfterPaint'
import './index.scss'

type Sanitize = (html: string) => string

/**
 * The sanitizer (DOMPurify, ~8 KB gzip) is its own chunk: a page with rich text (course intro, e-book
 * chapter, payment instructions) parses and paints its first screen without it. Its download starts once
 * the first rich text on screen has been painted around (its box is there, empty), so neither its bytes nor
 * its parsing hold up that first paint; later rich texts find it ready.
 */
const sanitizer = loadOnce<Sanitize>(() => import(/* webpackChunkName: "sanitize" */ './sanitize').then((m) => m.sanitizeHtml))

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
  // A failed fetch leaves the text readable (below); the next rich text mounted asks again.
  const { value: sanitize, failed } = useLoadedAfterPaint(sanitizer, !!html)
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html])
  if (!sanitize && failed) return <View className={`safe-rich-text ${className}`}>{plainText(html)}</View>
  return <View className={`safe-rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
