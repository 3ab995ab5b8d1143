/** The outline's order after a drag, as the order routes take it. */
import { lessonOrder, moved } from '../../console/src/screens/lessons/outlineOrder'

it('moves the dragged id to where it was dropped; an unknown id or a drop on itself changes nothing', () => {
  expect(moved([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3])
  expect(moved([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4])
  const ids = [1, 2, 3]
  expect(moved(ids, 2, 2)).toBe(ids)
  expect(moved(ids, 9, 2)).toBe(ids)
})

it('lists every lesson chapter by chapter in the chapters’ order, lessons without a chapter first, each keeping its order', () => {
  const lessons = [
    { id: 10, chapter_id: 2 },
    { id: 11, chapter_id: 1 },
    { id: 12, chapter_id: 0 },
    { id: 13, chapter_id: 2 },
    { id: 14, chapter_id: 1 }
  ]
  expect(lessonOrder([2, 1], lessons)).toEqual([
    { id: 12, chapter_id: 0 },
    { id: 10, chapter_id: 2 },
    { id: 13, chapter_id: 2 },
    { id: 11, chapter_id: 1 },
    { id: 14, chapter_id: 1 }
  ])
})
