/** The rich-text editor as a form field, loaded with its own chunk only when a form shows it. */
import { Suspense, lazy } from 'react'
import { Skeleton } from 'antd'

const RichTextEditor = lazy(() => import('./RichTextEditor'))

export function LazyRichText(props: { value?: string; onChange?: (html: string) => void; label: string; minHeight?: number }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}
