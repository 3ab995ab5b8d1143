import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
import { tableExists } from '../../db/tables'
import { addDays, beijing } from '../../lib/time'
import type { StepItemType } from '~types/contract/paths'
import { goodsOf } from './store/goods'

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

interface PathSeed {
  name: string
  category: number
  charge: number
  color: string
  desc: string
  steps: [name: string, desc: string, items: [StepItemType, number][]][]
}

/** Top-level categories, then children as [name, parent index + 1]. */
const CATEGORIES: [string, number][] = [
  ['少儿钢琴', 0],
  ['成人钢琴', 0],
  ['考级路线', 1]
]

const PATHS: PathSeed[] = [
  {
    name: '零基础到考级三级',
    category: 3,
    charge: 499,
    color: '#3d6fc8',
    desc: '从认识琴键到通过中国音协三级：四个阶段，每阶段都有课程和配套电子书，按顺序学完即可报考。',
    steps: [
      ['第一阶段：认识钢琴', '坐姿、手型、认识琴键与五线谱，两周完成。', [['course', 1], ['book', 1]]],
      ['第二阶段：打好基本功', '小汤普森与拜厄并进，建立独立的手指与稳定的节奏。', [['course', 9], ['course', 2], ['book', 2]]],
      ['第三阶段：练习曲与乐理', '车尔尼599与基础乐理，为考级曲目做技术准备。', [['course', 3], ['course', 5]]],
      ['第四阶段：考级冲刺', '一至三级考级曲目逐首精讲，附考级曲目赏析。', [['course', 4], ['book', 3]]]
    ]
  },
  {
    name: '成人钢琴：三个月弹唱流行歌',
    category: 2,
    charge: 299,
    color: '#b5532f',
    desc: '写给工作忙的成年人：先入门，再学和弦伴奏，三个月能自弹自唱一首喜欢的歌。',
    steps: [
      ['第一步：入门', '零基础入门课，每天二十分钟。', [['course', 1]]],
      ['第二步：乐理够用就好', '只学弹唱需要的和弦与节奏型。', [['course', 5]]],
      ['第三步：弹唱实战', '十首流行歌曲的伴奏型逐一拆解。', [['course', 7]]]
    ]
  },
  {
    name: '古典进阶：从巴赫到肖邦',
    category: 2,
    charge: 269,
    color: '#6b4aa8',
    desc: '复调与浪漫派：先用巴赫二部创意曲练好两只手的独立，再走进肖邦夜曲的歌唱性。',
    steps: [
      ['第一步：复调的耳朵', '巴赫二部创意曲精讲。', [['course', 8]]],
      ['第二步：歌唱的旋律', '肖邦夜曲赏析与演奏。', [['course', 6]]]
    ]
  },
  {
    name: '新手体验：七天认识钢琴',
    category: 1,
    charge: 0,
    color: '#2e7d32',
    desc: '免费的体验路径：一门入门课加一本家长读物，七天带孩子认识钢琴。',
    steps: [
      ['第一步：孩子的第一课', '跟着视频认识琴键、坐姿和手型。', [['course', 1]]],
      ['第二步：家长读一读', '不懂音乐也能陪练：乐理基础小书。', [['book', 1]]]
    ]
  }
]

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A path cover, 640x360: the name over the colour and a row of steps as dots. */
function pathCover(name: string, steps: number, color: string): string {
  const dots = Array.from({ length: steps }, (_, i) => `<circle cx="${64 + i * 56}" cy="250" r="14" fill="#fff" opacity="${0.5 + (i / steps) * 0.5}"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="${color}"/><text x="48" y="160" font-size="48" font-weight="700" fill="#fff" font-family="sans-serif">${escape(name.slice(0, 11))}</text>${dots}<text x="48" y="320" font-size="24" fill="#fff" opacity="0.9" font-family="sans-serif">琴艺课堂 · 学习路径</text></svg>`
}

/**
 * Demo learning paths (development and tests). Items whose add-on is not installed are left out; the
 * original price is the sum of the items' prices. Runs only while there are no paths.
 */
export async function seedPaths(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('learn_paths').select('id').limit(1).executeTakeFirst()) return
  const now = new Date()
  fs.mkdirSync(THUMBS, { recursive: true })
  PATHS.forEach((p, i) => fs.writeFileSync(path.join(THUMBS, `path-${i + 1}.svg`), pathCover(p.name, p.steps.length, p.color)))
  await transaction(db, async (trx) => {
    await trx.insertInto('learn_path_categories').values(CATEGORIES.map(([name, parent], i) => ({ id: i + 1, parent_id: parent, name, sort: i }))).execute()
    const books = await tableExists(trx, 'books')
    for (const [i, p] of PATHS.entries()) {
      const id = i + 1
      await trx
        .insertInto('learn_paths')
        .values({ id, category_id: p.category, name: p.name, thumb: `${publicUrl}/media/thumbs/path-${id}.svg`, desc: p.desc, charge: p.charge, sort: i, created_at: beijing(addDays(now, -(20 - i))) })
        .execute()
      let original = 0
      for (const [si, [name, desc, items]] of p.steps.entries()) {
        const step = await trx.insertInto('learn_path_steps').values({ path_id: id, name, desc, sort: si }).returning('id').executeTakeFirstOrThrow()
        for (const [ii, [type, otherId]] of items.entries()) {
          const g = await goodsOf(trx, type, otherId, books)
          if (!g) continue
          original += g.charge
          await trx.insertInto('learn_path_step_items').values({ step_id: step.id, type, other_id: otherId, name: g.name, thumb: g.thumb, charge: g.charge, sort: ii }).execute()
        }
      }
      await trx.updateTable('learn_paths').set({ original_charge: original }).where('id', '=', id).execute()
    }
  })
}
