/** A course's outline as the order routes take it: chapters in their order, each chapter's lessons in theirs. */
import { arrayMove } from '@dnd-kit/sortable'

/** The ids after the item `activeId` was dropped where `overId` was (unchanged when either is unknown). */
export function moved(ids: number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId)
  const to = ids.indexOf(overId)
  return from < 0 || to < 0 || from === to ? ids : arrayMove(ids, from, to)
}

export interface OutlineLesson {
  id: number
  chapter_id: number
}

/**
 * Every lesson of the course, chapter by chapter in the chapters' order (lessons without a chapter first, as
 * learners see them), for `POST /video/order`.
 */
export function lessonOrder(chapterIds: number[], lessons: OutlineLesson[]): OutlineLesson[] {
  const groups = [0, ...chapterIds]
  return groups.flatMap((chapterId) => lessons.filter((l) => l.chapter_id === chapterId).map((l) => ({ id: l.id, chapter_id: chapterId })))
}
