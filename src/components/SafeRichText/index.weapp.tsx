import { RichText } from '@tarojs/components'
import { useMemo } from 'react'
import { htmlToRichNodes } from './sanitize'
import './index.scss'

/** Server HTML (course intros, articles, payment instructions) rendered safely: allow-listed RichText nodes on weapp. */
export default function SafeRichText({ html, className = '' }: { html: string; className?: string }) {
  const nodes = useMemo(() => htmlToRichNodes(html), [html])
  // RichText's nodes type is looser than ours; ours is a subset of what it accepts.
  return <RichText className={`safe-rich-text ${className}`} nodes={nodes as never} />
}
