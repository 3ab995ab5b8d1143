import type { LiveCourse } from '~types/contract/live'
import LiveCard from './LiveCard'

/** The cards of the home page's live block (loaded on demand by LiveBlock.tsx). */
export default function LiveCards({ items }: { items: LiveCourse[] }) {
  return (
    <>
      {items.map((c) => (
        <LiveCard key={c.id} course={c} />
      ))}
    </>
  )
}
