import fs from 'fs'
import path from 'path'
import { transaction, type Db, type Trx } from '../db/kysely'
import { beijing, addDays } from '../lib/time'
import { hashPassword } from '../auth/tokens'
import { writeSetting } from '../system/settings'
import { DEFAULT_SITE } from '../system/site'
import { DEFAULT_HANDPAY } from '../orders/store'
import { markPaidIn, createOrderIn } from '../orders/orders'
import { addCredit1, createUser, notify } from '../accounts/users'
import { touchCourseRecord } from '../catalogue/courseRecords'
import { seedDemoAssets } from '../media/demoAssets'

/** The demo learner printed by `npm start` (README). */
export const DEMO = { mobile: '13800138000', password: 'piano123' }

const THUMBS = path.join(__dirname, '..', '..', 'media', 'thumbs')
const LESSON_SECONDS = 20
const TRIAL_SECONDS = 8

const CATEGORIES = ['启蒙', '考级', '乐理', '名曲赏析', '成人钢琴']

interface CourseSeed {
  title: string
  category: number
  charge: number
  free?: boolean
  rec?: boolean
  /** Its lessons' audio may be kept on the device by learners who may study it. */
  downloadable?: boolean
  users: number
  color: string
  short: string
  chapters: [string, string[]][]
}

const COURSES: CourseSeed[] = [
  { title: '钢琴零基础入门', category: 1, charge: 0, free: true, rec: true, users: 3204, color: '#c8553d', short: '从坐姿手型到第一首小曲，七天弹出《小星星》', chapters: [['认识钢琴', ['琴键与音名', '正确的坐姿与手型', '中央C的位置']], ['第一首曲子', ['右手五指练习', '左手伴奏入门', '完整弹奏《小星星》']]] },
  { title: '拜厄钢琴基本教程精讲', category: 1, charge: 99, rec: true, downloadable: true, users: 1286, color: '#3d6fc8', short: '逐条精讲拜厄1-106条，打好扎实基本功', chapters: [['第1-30条', ['第1-10条：单手练习', '第11-20条：双手配合', '第21-30条：连音与断音']], ['第31-60条', ['第31-40条：八度内的移位', '第41-50条：附点节奏', '第51-60条：三拍子']]] },
  { title: '车尔尼599练习曲详解', category: 2, charge: 199, rec: true, users: 968, color: '#2f8f6a', short: '考级必备，每条练习的技术要点与常见错误', chapters: [['基础篇', ['第1-5条：手指独立性', '第6-10条：音阶与琶音', '第11-15条：和弦连接']], ['进阶篇', ['第16-20条：快速音群', '第21-25条：双音练习', '第26-30条：装饰音']]] },
  { title: '中国音协钢琴考级一至三级', category: 2, charge: 299, users: 754, color: '#8a4fbf', short: '考级曲目逐首示范，附考官评分要点', chapters: [['一级', ['基本练习：C大调音阶', '练习曲：布格缪勒《纯洁》', '乐曲：《小步舞曲》']], ['二三级', ['基本练习：G大调与F大调', '复调：巴赫《小前奏曲》', '乐曲：《土耳其进行曲》片段']]] },
  { title: '基础乐理与视唱练耳', category: 3, charge: 129, users: 612, color: '#d0892a', short: '看懂五线谱，听出音程与和弦', chapters: [['识谱', ['五线谱与谱号', '音符时值与节拍', '调号与临时记号']], ['听觉训练', ['音程的听辨', '三和弦的性质', '节奏模仿练习']]] },
  { title: '肖邦夜曲赏析与演奏', category: 4, charge: 159, users: 433, color: '#2c3e63', short: '走进肖邦的夜色：踏板、歌唱性与自由速度', chapters: [['赏析', ['肖邦与夜曲', 'Op.9 No.2 的结构', '如何听出“歌唱性”']], ['演奏', ['踏板的层次', '自由速度的分寸', '完整示范与讲解']]] },
  { title: '成人钢琴速成：弹唱流行歌曲', category: 5, charge: 249, rec: true, users: 1890, color: '#c23d6f', short: '不必从练习曲开始，三个和弦弹唱你喜欢的歌', chapters: [['和弦伴奏', ['C、F、G三个和弦', '常用伴奏型', '转位让伴奏更顺']], ['弹唱实战', ['《童话》弹唱', '《平凡之路》弹唱', '即兴加花技巧']]] },
  { title: '巴赫二部创意曲精讲', category: 4, charge: 179, users: 388, color: '#5b6b2f', short: '复调入门：两只手各自唱歌', chapters: [['复调基础', ['什么是复调', '声部的独立与呼应', '第一首：C大调']], ['逐首精讲', ['第四首：d小调', '第八首：F大调', '第十三首：a小调']]] },
  { title: '小汤普森简易钢琴教程', category: 1, charge: 89, users: 1502, color: '#3da6c8', short: '孩子最喜欢的启蒙教材，家长也能陪练', chapters: [['第一册', ['认识高音谱号', '小手在中央C上', '《玛丽有只小羊羔》']], ['第二册', ['认识低音谱号', '左右手交替', '《划船歌》']]] }
]

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A course cover: the title over the category colour with a few piano keys. 640x480, a few hundred bytes. */
function coverSvg(title: string, color: string): string {
  const keys = Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 70}" y="300" width="66" height="150" rx="6" fill="#fff"/>`).join('')
  const blacks = [0, 1, 3, 4, 5].map((i) => `<rect x="${90 + i * 70}" y="300" width="40" height="95" rx="4" fill="#222"/>`).join('')
  const lines = title.length > 9 ? [title.slice(0, 9), title.slice(9)] : [title]
  const text = lines.map((l, i) => `<text x="40" y="${110 + i * 64}" font-size="52" font-weight="700" fill="#fff" font-family="sans-serif">${escape(l)}</text>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"><rect width="640" height="480" fill="${color}"/>${text}${keys}${blacks}</svg>`
}

/** A home banner, 750x320: title on the left over the colour, a keyboard strip along the bottom. */
function bannerSvg(title: string, color: string): string {
  const keys = Array.from({ length: 11 }, (_, i) => `<rect x="${i * 70 + 2}" y="236" width="66" height="84" rx="6" fill="#fff" opacity="0.92"/>`).join('')
  const blacks = [0, 1, 3, 4, 5, 7, 8].map((i) => `<rect x="${i * 70 + 50}" y="236" width="38" height="50" rx="4" fill="#222" opacity="0.85"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 320" width="750" height="320"><rect width="750" height="320" fill="${color}"/><text x="48" y="130" font-size="56" font-weight="700" fill="#fff" font-family="sans-serif">${escape(title)}</text><text x="48" y="186" font-size="28" fill="#fff" opacity="0.85" font-family="sans-serif">琴艺课堂 · 在线钢琴课</text>${keys}${blacks}</svg>`
}

function writeThumb(name: string, svg: string): string {
  fs.mkdirSync(THUMBS, { recursive: true })
  fs.writeFileSync(path.join(THUMBS, name), svg)
  return `thumbs/${name}`
}

const INTRO = (c: CourseSeed) =>
  `<h2>课程介绍</h2><p>${escape(c.short)}。</p><ul><li>适合人群：${c.category === 5 ? '零基础成人学员' : '4岁以上学琴儿童及家长'}</li><li>课时：${c.chapters.length * 3}节，每节8-15分钟</li><li>配套：每节附练习谱与示范音频</li></ul><p>主讲：<strong>林雅老师</strong>，上海音乐学院钢琴系硕士，教龄12年。</p>`

/** True when the database has no catalogue yet. */
export const needsSeed = async (db: Db) => !(await db.selectFrom('courses').select('id').limit(1).executeTakeFirst())

/**
 * Seeds the demo piano studio in one transaction: the catalogue (seedContent) and the demo accounts and
 * codes (seedDemo).
 */
export async function seed(db: Db, publicUrl: string): Promise<void> {
  await transaction(db, async (trx) => {
    await catalogue(trx, publicUrl)
    await seedDemo(trx, publicUrl)
  })
}

/**
 * The catalogue only: settings, categories, courses and lessons, VIP plans, home blocks. No accounts and no
 * promo codes, so it may run in production (`npm run seed:content`).
 */
export const seedContent = (db: Db, publicUrl: string): Promise<void> => transaction(db, (trx) => catalogue(trx, publicUrl))

async function catalogue(db: Trx, publicUrl: string): Promise<void> {
  const media = (p: string) => `${publicUrl}/media/${p}`
  const now = new Date()
  await writeSetting(db, 'site', { ...DEFAULT_SITE, name: '琴艺课堂' })
  await writeSetting(db, 'template', { member_notice: '新学员注册即送20积分，VIP会员全站课程免费学' })
  await writeSetting(db, 'payment', { handpay: DEFAULT_HANDPAY })
  await writeSetting(db, 'protocols', {
    user: '<p>欢迎使用琴艺课堂。注册即表示您同意遵守本协议……</p>',
    private: '<p>我们仅为提供学习服务收集您的手机号与学习记录，不会出售给任何第三方……</p>',
    vip: '<p>VIP会员在有效期内可免费学习全站录播课程；会员权益不含一对一陪练……</p>'
  })

  await db.insertInto('categories').values(CATEGORIES.map((name, i) => ({ id: i + 1, name, sort: i }))).execute()

  const demoAssets = await seedDemoAssets(db)
  let videoId = 0
  for (const [i, c] of COURSES.entries()) {
    const id = i + 1
    const published = beijing(addDays(now, -(90 - i * 7)))
    const thumb = media(writeThumb(`course-${id}.svg`, coverSvg(c.title, c.color)))
    await db
      .insertInto('courses')
      .values({
        id,
        title: c.title,
        slug: `course-${id}`,
        thumb,
        charge: c.charge,
        short_description: c.short,
        render_desc: INTRO(c),
        published_at: published,
        is_rec: c.rec ? 1 : 0,
        user_count: c.users,
        category_id: c.category,
        is_free: c.free ? 1 : 0,
        created_at: published,
        downloadable: c.downloadable ? 1 : 0
      })
      .execute()
    for (const [ci, [chapterTitle, lessons]] of c.chapters.entries()) {
      const { id: chapterId } = await db.insertInto('chapters').values({ course_id: id, title: chapterTitle, sort: ci }).returning('id').executeTakeFirstOrThrow()
      for (const [li, title] of lessons.entries()) {
        videoId++
        // Durations are the real clips' (server/media/demo, scripts/gen-media.sh): 20 s lessons, and the
        // first two lessons of a paid course have an 8 s trial (the ladder's playlist cut there).
        const duration = LESSON_SECONDS
        const trial = !c.free && ci === 0 && li < 2 ? TRIAL_SECONDS : 0
        await db
          .insertInto('videos')
          .values({
            id: videoId,
            course_id: id,
            chapter_id: chapterId,
            title,
            slug: `video-${videoId}`,
            published_at: published,
            charge: c.free ? 0 : 19,
            duration,
            free_seconds: trial,
            ban_drag: c.category === 2 ? 1 : 0,
            media: '',
            media_asset_id: demoAssets[videoId % 3],
            sort: ci * 10 + li
          })
          .execute()
      }
    }
    await db.insertInto('attachments').values({ course_id: id, name: `${c.title}-练习谱`, size: 245760, extension: 'pdf', path: `attachments/course-${id}.pdf` }).execute()
  }

  await db
    .insertInto('roles')
    .values([
      { id: 1, name: '月度会员', charge: 39, expire_days: 30, desc_rows: JSON.stringify(['全站录播课免费学', '会员专属练习谱下载', '每月一次老师答疑']), sort: 1 },
      { id: 2, name: '年度会员', charge: 299, expire_days: 365, desc_rows: JSON.stringify(['全站录播课免费学', '会员专属练习谱下载', '每月一次老师答疑', '考级曲目示范优先更新', '比月度会员省169元']), sort: 2 }
    ])
    .execute()

  const block = async (platform: string, pageName: string, sign: string, sort: number, config: string) =>
    void (await db.insertInto('view_blocks').values({ platform, page_name: pageName, sign, sort, config }).execute())
  const banner = (n: number, title: string, color: string) => media(writeThumb(`banner-${n}.svg`, bannerSvg(title, color)))
  await block('h5', 'h5-page-index', 'slider', 1, JSON.stringify([
    { src: banner(1, '新学期钢琴启蒙班', '#c8553d'), href: '/course/1' },
    { src: banner(2, '考级冲刺：车尔尼599', '#2f8f6a'), href: '/course/3' },
    { src: banner(3, '年度会员 全站畅学', '#8a4fbf'), href: '/role' }
  ]))
  const icon = (n: number, color: string) =>
    media(writeThumb(`nav-${n}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><circle cx="44" cy="44" r="44" fill="${color}"/><rect x="22" y="30" width="44" height="30" rx="4" fill="#fff"/><rect x="30" y="30" width="6" height="18" fill="#222"/><rect x="42" y="30" width="6" height="18" fill="#222"/><rect x="54" y="30" width="6" height="18" fill="#222"/></svg>`))
  // Two rows of five: the catalogue and every kind of learning the studio offers (a disabled add-on's
  // entry opens its "not enabled" page, so a studio edits this block when it switches one off).
  await block('h5', 'h5-page-index', 'grid-nav', 2, JSON.stringify({
    line_count: 5,
    items: [
      { src: icon(1, '#c8553d'), name: '全部课程', href: '/courses' },
      { src: icon(2, '#2f8f6a'), name: '考级专区', href: '/courses?category_id=2' },
      { src: icon(5, '#c23d6f'), name: '直播课', href: '/packageA/live/index' },
      { src: icon(6, '#3d6fc8'), name: '考试中心', href: '/packageA/exam/home' },
      { src: icon(7, '#5b6b2f'), name: '钢琴音频', href: '/packageB/pianoAudio/index' },
      { src: icon(3, '#d0892a'), name: '电子书', href: '/packageA/book/index' },
      { src: icon(8, '#2f8f6a'), name: '学习路径', href: '/packageA/learnPath/index' },
      { src: icon(9, '#b04530'), name: '限时秒杀', href: '/packageA/ms/index' },
      { src: icon(10, '#8a4fbf'), name: '拼团', href: '/packageA/tg/index' },
      { src: icon(4, '#6b5a2f'), name: 'VIP会员', href: '/role' }
    ]
  }))
  await block('h5', 'h5-page-index', 'h5-vod-v1', 3, JSON.stringify({ title: '热门课程', items: [2, 3, 7, 6] }))
  await block('h5', 'h5-page-index', 'blank', 4, JSON.stringify({ height: 8, bgcolor: '#f7f7f7' }))
  await block('h5', 'h5-page-index', 'image-group', 5, JSON.stringify({ v: 'v-2', items: [
    { src: banner(4, '成人弹唱', '#c23d6f'), url: '/course/7' },
    { src: banner(5, '巴赫复调', '#5b6b2f'), url: '/course/8' }
  ] }))
  await block('h5', 'h5-page-index', 'h5-vod-v1', 6, JSON.stringify({ title: '免费好课', items: [1] }))
}

/**
 * Development only (main.ts): the demo learner with its published password, a second learner, comments
 * and the demo promo codes. Never in production: anyone who read the README could log in.
 */
async function seedDemo(db: Trx, publicUrl: string): Promise<void> {
  const media = (p: string) => `${publicUrl}/media/${p}`
  const now = new Date()
  await db
    .insertInto('promo_codes')
    .values([
      { code: 'PIANO20', invited_user_reward: 20, use_times: 0, expired_at: beijing(addDays(now, 365)) },
      { code: 'NEWSTUDENT', invited_user_reward: 50, use_times: 100, expired_at: beijing(addDays(now, 180)) },
      { code: 'SPRING10', invited_user_reward: 10, use_times: 0, expired_at: beijing(addDays(now, -1)) }
    ])
    .execute()

  // The demo learner: bought two courses (one with a promo code), learning one of them.
  const demo = await createUser(db, DEMO.mobile)
  await db.updateTable('users').set({ nick_name: '琴童小雨', is_set_nickname: 1, password_hash: hashPassword(DEMO.password) }).where('id', '=', demo.id).execute()
  for (const [courseId, code] of [[2, 'PIANO20'], [5, undefined]] as const) {
    const c = COURSES[courseId - 1]
    const order = await createOrderIn(db, demo.id, { type: 'vod', id: courseId, name: c.title, thumb: media(`thumbs/course-${courseId}.svg`), charge: c.charge }, code)
    await markPaidIn(db, order.id, `seed-${order.order_id}`)
  }
  const firstVideos = await db.selectFrom('videos').select(['id', 'duration']).where('course_id', '=', 2).orderBy('sort').orderBy('id').limit(3).execute()
  for (const [i, v] of firstVideos.entries()) {
    const t = beijing(addDays(now, -(3 - i)))
    const watched = i < 2
    await db
      .insertInto('video_records')
      .values({ user_id: demo.id, video_id: v.id, course_id: 2, watch_seconds: watched ? v.duration : Math.round(v.duration * 0.6), watched_at: watched ? t : null, created_at: t, updated_at: t })
      .execute()
    await touchCourseRecord(db, demo.id, 2, t)
  }
  await db.insertInto('course_likes').values({ user_id: demo.id, course_id: 6, created_at: beijing() }).execute()
  await addCredit1(db, demo.id, 10, '每日学习奖励')
  await notify(db, demo.id, '林雅老师回复了你的提问：“第11条左手要放松手腕。”')

  const peer = await createUser(db, '13900139000')
  await db.updateTable('users').set({ nick_name: '小贝妈妈' }).where('id', '=', peer.id).execute()
  await db
    .insertInto('comments')
    .values([
      { target: 'course', target_id: 1, user_id: peer.id, content: '孩子跟着学了一周，已经能弹小星星了，讲得很细致！', created_at: beijing(addDays(now, -5)) },
      { target: 'course', target_id: 2, user_id: peer.id, content: '第11条左右手配合讲得特别清楚，推荐。', created_at: beijing(addDays(now, -2)) },
      { target: 'course', target_id: 2, user_id: demo.id, content: '老师示范的速度刚刚好，跟得上。', created_at: beijing(addDays(now, -1)) }
    ])
    .execute()
}
