/** The rich text field as a form item's child: the editor loads with its own chunk, only when the form opens. */
import { Suspense, lazy } from 'react'
import { Skeleton } from 'antd'

const RichTextEditor = lazy(() => import('./RichTextEditor'))

interface Props {
  value?: string
  onChange?: (html: string) => void
  /** Names the editor for assistive technology (the field's label). */
  label: string
  minHeight?: number
}

export function LazyRichTextEditor(props: Props) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}
