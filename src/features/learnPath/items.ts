import type { StepItem, StepItemType, Step } from '~types/contract/paths'
import type { GoodsType } from '../../addons'

/** The goods page each kind of step item opens (ADDONS 5: `paper_mock` new, `paper_mock_paper` old). */
const GOODS_OF: Record<StepItemType, GoodsType> = {
  course: 'vod',
  book: 'book',
  live: 'live',
  paper_paper: 'paper',
  paper_practice: 'practice',
  paper_mock: 'mockPaper',
  paper_mock_paper: 'mockPaper'
}

export const goodsTypeOf = (item: Pick<StepItem, 'type'>): GoodsType => GOODS_OF[item.type]

/** The learner's progress through a path: items started, of all, and the first one not started yet. */
export function pathProgress(steps: readonly Step[]): { learned: number; total: number; next: StepItem | undefined } {
  const items = steps.flatMap((s) => s.courses)
  return { learned: items.filter((i) => i.learned).length, total: items.length, next: items.find((i) => !i.learned) ?? items[0] }
}
