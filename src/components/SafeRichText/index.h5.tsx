import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeHtml } from './sanitize'
import './index.scss'

/** Server HTML (course intros, articles, payment instructions) rendered safely: sanitized on H5. */
export default function SafeRichText({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <View className={`safe-rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
