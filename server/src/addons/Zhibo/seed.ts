import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
import { addDays, addSeconds, beijing, now } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { createUser } from '../../accounts/users'

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A 16:9 course cover: the title over the colour, a keyboard strip along the bottom. */
function coverSvg(title: string, color: string): string {
  const keys = Array.from({ length: 14 }, (_, i) => `<rect x="${i * 46}" y="300" width="44" height="60" fill="#fff" opacity="0.9"/>`).join('')
  const blacks = [0, 1, 3, 4, 5, 7, 8, 10, 11, 12].map((i) => `<rect x="${i * 46 + 32}" y="300" width="26" height="36" fill="#222"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="${color}"/><text x="40" y="110" font-size="44" font-weight="700" fill="#fff" font-family="sans-serif">${escape(title.slice(0, 12))}</text><text x="40" y="170" font-size="24" fill="#fff" opacity="0.9" font-family="sans-serif">琴艺课堂 · 直播课</text>${keys}${blacks}</svg>`
}

function avatarSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><circle cx="60" cy="60" r="60" fill="${color}"/><text x="60" y="76" text-anchor="middle" font-size="44" fill="#fff" font-family="sans-serif">${escape(name.slice(0, 1))}</text></svg>`
}

const CATEGORIES: [string, string[]][] = [
  ['乐理与视唱', ['基础乐理', '和声']],
  ['演奏大师课', []],
  ['考级辅导', []]
]

/** `mobile`: the member account the teacher goes live from (林致远 is also the homework add-on's teacher). */
const TEACHERS: { name: string; short: string; color: string; mobile?: string }[] = [
  { name: '周雅琴', short: '音乐学硕士，十二年乐理与视唱练耳教学', color: '#8a4b2a' },
  { name: '林致远', short: '钢琴演奏博士，青年钢琴家，专攻浪漫派作品', color: '#2a4b8a', mobile: '13900000002' },
  { name: '陈思语', short: '中央音乐学院考级考官培训结业，带出三百余名考级学员', color: '#2a7a5a' }
]

/** A session relative to the seed's clock: minutes from now to its start, and its state. */
interface SessionSeed {
  title: string
  startMin: number
  state: 'upcoming' | 'live' | 'ended' | 'ended-no-replay'
  minutes?: number
}

interface CourseSeed {
  title: string
  /** 1 乐理与视唱 (2 基础乐理, 3 和声), 4 演奏大师课, 5 考级辅导. */
  category: number
  teacher: number
  charge: number
  vip: boolean
  color: string
  short: string
  intro: string
  chapters: [string, SessionSeed[]][]
  attachments: string[]
}

const DAY = 24 * 60

const COURSES: CourseSeed[] = [
  {
    title: '乐理直播课：和声入门',
    category: 3,
    teacher: 1,
    charge: 0,
    vip: false,
    color: '#a0522d',
    short: '每周两次直播，从音程、三和弦到终止式，弹得出也听得懂。',
    intro:
      '<h3>这门课讲什么</h3><p>很多琴童能弹却说不清自己在弹什么。周老师用八次直播，把和声最常用的部分讲透：<strong>音程、三和弦、七和弦与终止式</strong>，每讲都在琴上示范。</p><ul><li>适合：学琴两年以上、准备乐理考级的学员与家长</li><li>每讲 60 分钟，课后有练习单（课件）</li><li>直播结束后可看回放</li></ul>',
    chapters: [
      [
        '第一单元 音程与三和弦',
        [
          { title: '第1讲 音程的度数与性质', startMin: -7 * DAY, state: 'ended', minutes: 58 },
          { title: '第2讲 大小三和弦与转位', startMin: -10, state: 'live' }
        ]
      ],
      [
        '第二单元 七和弦与终止式',
        [
          { title: '第3讲 属七和弦及其解决', startMin: 2 * DAY, state: 'upcoming' },
          { title: '第4讲 正格、变格与阻碍终止', startMin: 9 * DAY, state: 'upcoming' }
        ]
      ]
    ],
    attachments: ['音程与三和弦练习单.pdf', '和声入门课件（第一单元）.pdf']
  },
  {
    title: '肖邦夜曲大师课',
    category: 4,
    teacher: 2,
    charge: 199,
    vip: false,
    color: '#34495e',
    short: '林致远博士逐小节讲解三首夜曲：歌唱性的触键、踏板与自由速度。',
    intro:
      '<h3>三首夜曲，三次大师课</h3><p>以 Op.9 No.2、Op.27 No.2 与遗作升c小调夜曲为例，讲解<strong>如何让钢琴歌唱</strong>：旋律与伴奏的层次、踏板的深浅、rubato 的分寸。</p><p>每次直播都有学员现场演奏点评，购买后可在课堂中提问。</p>',
    chapters: [
      [
        '',
        [
          { title: '第1讲 降E大调夜曲 Op.9 No.2', startMin: -14 * DAY, state: 'ended', minutes: 85 },
          { title: '第2讲 降D大调夜曲 Op.27 No.2', startMin: DAY, state: 'upcoming' },
          { title: '第3讲 升c小调夜曲（遗作）', startMin: 8 * DAY, state: 'upcoming' }
        ]
      ]
    ],
    attachments: ['Op.9 No.2 指法与踏板标注.pdf']
  },
  {
    title: '钢琴考级冲刺班（四至六级）',
    category: 5,
    teacher: 3,
    charge: 99,
    vip: true,
    color: '#2e7d5b',
    short: '考前四周冲刺：音阶琶音、练习曲、乐曲与考场礼仪一次讲清。',
    intro:
      '<h3>考前四周，每周一次</h3><ol><li>基本练习：音阶、琶音与和弦的速度要求</li><li>练习曲：车尔尼 599/849 常考曲目的难点</li><li>乐曲：表情与风格</li><li>模拟考场：上台、鞠躬、报曲目</li></ol><p>VIP 会员免费观看。</p>',
    chapters: [
      [
        '冲刺四周',
        [
          { title: '第1周 音阶琶音过关', startMin: 3 * 60, state: 'upcoming' },
          { title: '第2周 练习曲难点突破', startMin: 7 * DAY + 3 * 60, state: 'upcoming' },
          { title: '第3周 乐曲的表情与风格', startMin: 14 * DAY + 3 * 60, state: 'upcoming' }
        ]
      ]
    ],
    attachments: []
  },
  {
    title: '巴赫二部创意曲精讲',
    category: 4,
    teacher: 2,
    charge: 59,
    vip: false,
    color: '#6d4c41',
    short: '已结课，可看全部回放：复调的两只手如何各自歌唱。',
    intro: '<p>四讲带你读懂巴赫二部创意曲第1、4、8、13首的<strong>主题与对题</strong>，学会分声部练习。</p>',
    chapters: [
      [
        '',
        [
          { title: '第1讲 C大调创意曲 BWV 772', startMin: -30 * DAY, state: 'ended', minutes: 62 },
          { title: '第2讲 d小调创意曲 BWV 775', startMin: -23 * DAY, state: 'ended', minutes: 60 },
          { title: '答疑课（未录制）', startMin: -16 * DAY, state: 'ended-no-replay', minutes: 0 }
        ]
      ]
    ],
    attachments: ['二部创意曲分声部练习谱.pdf']
  }
]

/**
 * Demo live classes (development and tests), timed against the server clock: a free theory class with a
 * session live now (and a replay of the last one), a masterclass with its next session tomorrow, an exam
 * class starting in three hours and a finished class with replays. Runs only while there are no courses.
 */
export async function seedLive(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('live_courses').select('id').limit(1).executeTakeFirst()) return
  const t0 = now()
  const at = (minutes: number) => beijing(addSeconds(t0, minutes * 60))
  fs.mkdirSync(THUMBS, { recursive: true })
  TEACHERS.forEach((t, i) => fs.writeFileSync(path.join(THUMBS, `live-teacher-${i + 1}.svg`), avatarSvg(t.name, t.color)))
  COURSES.forEach((c, i) => fs.writeFileSync(path.join(THUMBS, `live-${i + 1}.svg`), coverSvg(c.title, c.color)))
  await transaction(db, async (trx) => {
    let cid = 0
    for (const [i, [name, children]] of CATEGORIES.entries()) {
      const parent = ++cid
      await trx.insertInto('live_categories').values({ id: parent, parent_id: 0, name, sort: i }).execute()
      for (const [j, child] of children.entries()) await trx.insertInto('live_categories').values({ id: ++cid, parent_id: parent, name: child, sort: j }).execute()
    }
    // Categories: 1 乐理与视唱 (2 基础乐理, 3 和声), 4 演奏大师课, 5 考级辅导.
    for (const [i, t] of TEACHERS.entries()) {
      const user = t.mobile ? ((await trx.selectFrom('users').select('id').where('mobile', '=', t.mobile).executeTakeFirst())?.id ?? (await createUser(trx, t.mobile)).id) : null
      await trx.insertInto('live_teachers').values({ id: i + 1, name: t.name, avatar: `${publicUrl}/media/thumbs/live-teacher-${i + 1}.svg`, short_desc: t.short, user_id: user }).execute()
    }
    for (const [i, c] of COURSES.entries()) {
      const id = i + 1
      await trx
        .insertInto('live_courses')
        .values({
          id,
          category_id: c.category,
          teacher_id: c.teacher,
          title: c.title,
          thumb: `${publicUrl}/media/thumbs/live-${id}.svg`,
          charge: c.charge,
          vip_can_view: c.vip ? 1 : 0,
          short_description: c.short,
          render_desc: c.intro,
          user_count: 40 + id * 17,
          published_at: beijing(addDays(t0, -40 + id))
        })
        .execute()
      let sort = 0
      let firstVideo = 0
      for (const [ci, [chapter, sessions]] of c.chapters.entries()) {
        const chapterId = chapter ? (await trx.insertInto('live_chapters').values({ course_id: id, name: chapter, sort: ci }).returning('id').executeTakeFirstOrThrow()).id : 0
        for (const s of sessions) {
          const start = at(s.startMin)
          const ended = s.state === 'ended' || s.state === 'ended-no-replay'
          const duration = s.state === 'ended' ? (s.minutes ?? 60) * 60 : 0
          const { id: vid } = await trx
            .insertInto('live_videos')
            .values({
              course_id: id,
              chapter_id: chapterId,
              title: s.title,
              status: s.state === 'live' ? 1 : ended ? 2 : 0,
              published_at: start,
              started_at: s.state === 'upcoming' ? null : start,
              ended_at: ended ? at(s.startMin + (s.minutes ?? 60)) : null,
              duration,
              record_exists: s.state === 'ended' ? 1 : 0,
              sort: sort++
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          firstVideo ||= vid
          if (s.state === 'live') {
            // The teacher has already said hello in the room that is live.
            await trx
              .insertInto('live_chat_messages')
              .values({ video_id: vid, user_id: 0, nick_name: TEACHERS[c.teacher - 1].name, role: 'teacher', content: '大家好，今天我们讲大小三和弦与转位，请准备好琴。', created_at: at(-9) })
              .execute()
          }
        }
      }
      for (const name of c.attachments) await trx.insertInto('live_attachments').values({ course_id: id, video_id: firstVideo, name, path: 'attachments/live-sheet.pdf' }).execute()
    }

    const demo = await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst()
    if (demo) {
      await trx.insertInto('live_comments').values({ course_id: 1, user_id: demo.id, content: '周老师讲得很清楚，孩子终于分得清大三和弦和小三和弦了。', created_at: at(-6 * DAY) }).execute()
      // The demo learner bought the masterclass.
      await trx.insertInto('user_live_courses').values({ user_id: demo.id, course_id: 2, charge: 199, created_at: at(-20 * DAY) }).execute()
      // ... and watched its first class's replay to the end (the learning tab's 在学).
      const first = await trx.selectFrom('live_videos').select(['id', 'duration']).where('course_id', '=', 2).orderBy('sort').orderBy('id').limit(1).executeTakeFirstOrThrow()
      await trx.insertInto('live_watch_records').values({ user_id: demo.id, video_id: first.id, kind: 'vod', duration: first.duration, updated_at: at(-13 * DAY) }).execute()
    }
    // The home page's 近期直播 block (MeEdu admin's live-v1): the class on air, then the next to start.
    await trx.insertInto('view_blocks').values({ platform: 'h5', page_name: 'h5-page-index', sign: 'h5-live-v1', sort: 7, config: JSON.stringify({ title: '近期直播', items: [1, 3, 2] }) }).execute()
  })
}
