/** @jest-environment node */
import { learnerId, PUBLIC, serverPerTest, startServer, type TestServer } from './helpers'
import type { AudioIndex, PracticeSummary, TrackPlayInfo, TracksPage } from '../../types/contract/pianoAudio'
import { beijing, addDays } from '../../server/src/lib/time'

// Seed (server/src/addons/PianoAudio/tracks.json): 4 categories, 33 tracks; track 13 致爱丽丝 (free,
// featured), track 6 库劳 Op.20 (member only). The demo learner practised the three days before today.
const V1 = '/addons/PianoAudio/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const uid = () => learnerId(s)
const practiceRows = async () => s.kdb.selectFrom('practice_days').select(['day', 'seconds']).where('user_id', '=', await uid()).orderBy('day').execute()
const countOf = async (table: 'practice_days' | 'practice_reports') => Number((await s.kdb.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const setVipUntil = async (until: string) => s.kdb.updateTable('users').set({ role_id: 1, role_expired_at: until }).where('id', '=', await uid()).execute()
const addPracticeDay = async (day: string, seconds: number) => s.kdb.insertInto('practice_days').values({ user_id: await uid(), day, seconds, updated_at: '' }).execute()
const today = () => beijing().slice(0, 10)

describe('library', () => {
  it('index: the four categories with their counts, and the featured tracks', async () => {
    const r = await s.call<AudioIndex>('GET', `${V1}/index`)
    expect(r.code).toBe(0)
    expect(r.data.categories.map((c) => [c.name, c.kind, c.tracks_count])).toEqual([
      ['考级曲目', 'exam', 12],
      ['世界名曲', 'famous', 8],
      ['伴奏音轨', 'accompaniment', 6],
      ['音阶与琶音', 'scales', 7]
    ])
    expect(r.data.featured.map((t) => t.title)).toContain('致爱丽丝')
    expect(r.data.featured.every((t) => t.is_featured === 1)).toBe(true)
    expect(Object.keys(r.data.featured[0]).sort()).toEqual(
      ['beats_per_bar', 'bpm', 'category_id', 'composer', 'duration', 'id', 'is_featured', 'is_member', 'level', 'title'].sort()
    )
  })

  it("a category's tracks by level, a level filter, paging", async () => {
    const exam = await s.call<TracksPage>('GET', `${V1}/tracks?category_id=1&size=5`)
    expect(exam.data).toMatchObject({ total: 12, per_page: 5, last_page: 3 })
    expect(exam.data.data.map((t) => t.level)).toEqual([1, 1, 2, 2, 3])
    const level4 = await s.call<TracksPage>('GET', `${V1}/tracks?category_id=1&level=4`)
    expect(level4.data.data.map((t) => t.title)).toEqual(['阿拉伯风格曲 Op.100 No.2', '牧童短笛'])
    const page3 = await s.call<TracksPage>('GET', `${V1}/tracks?category_id=1&size=5&page=3`)
    expect(page3.data.data).toHaveLength(2)
  })

  it('search by title or composer, with LIKE wildcards taken literally', async () => {
    const byComposer = await s.call<TracksPage>('GET', `${V1}/tracks?keywords=${encodeURIComponent('贝多芬')}`)
    expect(byComposer.data.data.map((t) => t.title).sort()).toEqual(['欢乐颂', '欢乐颂（伴奏）', '致爱丽丝'].sort())
    const byTitle = await s.call<TracksPage>('GET', `${V1}/tracks?keywords=${encodeURIComponent('音阶')}`)
    expect(byTitle.data.total).toBe(5)
    expect((await s.call<TracksPage>('GET', `${V1}/tracks?keywords=%25`)).data.total).toBe(0)
  })

  it('bad list input: clear messages', async () => {
    expect(await s.call('GET', `${V1}/tracks?level=11`)).toMatchObject({ code: 1, message: '级别超出范围' })
    expect(await s.call('GET', `${V1}/tracks?category_id=x`)).toMatchObject({ code: 1, message: '分类格式不正确' })
    expect(await s.call('GET', `${V1}/tracks?keywords=${'钢'.repeat(51)}`)).toMatchObject({ code: 1, message: '关键字过长' })
  })
})

describe('playing: signed URLs, member-only tracks', () => {
  it('a free track plays for a visitor and a learner, through a URL signed for each', async () => {
    const visitor = await s.call<TrackPlayInfo>('GET', `${V1}/track/13/playinfo`)
    expect(visitor.data.track).toMatchObject({ id: 13, title: '致爱丽丝', duration: 8, bpm: 180, beats_per_bar: 3 })
    expect(visitor.data.url).toMatch(new RegExp(`^${PUBLIC}/media/audio/pa-13\\.mp3\\?uid=0&exp=\\d+&sig=`))
    const learner = await s.call<TrackPlayInfo>('GET', `${V1}/track/13/playinfo`, { token })
    expect(learner.data.url).toContain(`uid=${await uid()}&`)
    const file = await s.app.inject({ method: 'GET', url: learner.data.url.slice(PUBLIC.length), headers: { range: 'bytes=0-99' } })
    expect(file.statusCode).toBe(206)
    expect(file.headers['content-type']).toBe('audio/mpeg')
    // The file itself is not public.
    expect((await s.app.inject({ method: 'GET', url: '/media/audio/pa-13.mp3' })).statusCode).toBe(403)
  })

  it('a member-only track: 401 for a visitor, refused without VIP, signed for an active VIP', async () => {
    expect(await s.call('GET', `${V1}/track/6/playinfo`)).toMatchObject({ code: 401 })
    expect(await s.call('GET', `${V1}/track/6/playinfo`, { token })).toMatchObject({ code: 1, message: '开通VIP会员后即可收听' })
    await setVipUntil('2099-01-01 00:00:00')
    const vip = await s.call<TrackPlayInfo>('GET', `${V1}/track/6/playinfo`, { token })
    expect(vip.data.url).toContain('/media/audio/pa-06.mp3?uid=')
    await setVipUntil('2000-01-01 00:00:00')
    expect((await s.call('GET', `${V1}/track/6/playinfo`, { token })).message).toBe('开通VIP会员后即可收听')
  })

  it('an unknown track, a bad id; a stale token plays free tracks as a visitor', async () => {
    expect(await s.call('GET', `${V1}/track/999/playinfo`)).toMatchObject({ code: 404, message: '曲目不存在' })
    expect(await s.call('GET', `${V1}/track/abc/playinfo`)).toMatchObject({ code: 1, message: 'ID格式不正确' })
    expect((await s.call<TrackPlayInfo>('GET', `${V1}/track/13/playinfo`, { token: 'stale' })).data.url).toContain('uid=0&')
    expect(await s.call('GET', `${V1}/track/6/playinfo`, { token: 'stale' })).toMatchObject({ code: 401 })
  })
})

describe('practice log', () => {
  it('needs a login', async () => {
    expect(await s.call('GET', `${V1}/practice`)).toMatchObject({ code: 401 })
    expect(await s.call('POST', `${V1}/practice`, { body: { seconds: 30, source: 'metronome' } })).toMatchObject({ code: 401 })
    expect(await countOf('practice_days')).toBe(3)
  })

  it("adds seconds to today's row and answers the summary: today, streak, the last seven days", async () => {
    const empty = await s.call<PracticeSummary>('GET', `${V1}/practice`, { token })
    expect(empty.data).toMatchObject({ today: today(), today_seconds: 0, streak: 0, total_days: 0 })
    expect(empty.data.week.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => beijing(addDays(new Date(), i - 6)).slice(0, 10)))
    await s.call('POST', `${V1}/practice`, { token, body: { seconds: 30, source: 'audio', target_id: 13 } })
    const r = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token, body: { seconds: 45, source: 'lesson', target_id: 1 } })
    expect(r.data).toMatchObject({ today_seconds: 75, streak: 1, total_days: 1 })
    expect(r.data.week[6]).toEqual({ day: today(), seconds: 75 })
    expect(await practiceRows()).toEqual([{ day: today(), seconds: 75 }])
  })

  it('the streak counts days in a row up to today, or up to yesterday before today is practised', async () => {
    const d = (ago: number) => beijing(addDays(new Date(), -ago)).slice(0, 10)
    for (const ago of [1, 2, 4]) await addPracticeDay(d(ago), 600)
    expect((await s.call<PracticeSummary>('GET', `${V1}/practice`, { token })).data).toMatchObject({ streak: 2, today_seconds: 0, total_days: 3 })
    const after = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token, body: { seconds: 60, source: 'metronome' } })
    expect(after.data).toMatchObject({ streak: 3, today_seconds: 60 })
    expect(after.data.week.map((w) => w.seconds)).toEqual([0, 0, 600, 0, 600, 600, 60])
  })

  it('bad input: a clear message and nothing written', async () => {
    const cases: [unknown, string][] = [
      [{ source: 'audio', target_id: 13 }, '请填写练习时长'],
      [{ seconds: 0, source: 'metronome' }, '练习时长超出范围'],
      [{ seconds: 601, source: 'metronome' }, '练习时长超出范围'],
      [{ seconds: 1.5, source: 'metronome' }, '练习时长格式不正确'],
      [{ seconds: 30, source: 'piano' }, '练习来源取值不正确'],
      [{ seconds: 30 }, '请填写练习来源'],
      [{ seconds: 30, source: 'audio' }, '请选择练习的曲目'],
      [{ seconds: 30, source: 'audio', target_id: 999 }, '曲目不存在'],
      [{ seconds: 30, source: 'lesson', target_id: 9999 }, '课时不存在'],
      [{ seconds: 30, source: 'lesson' }, '课时不存在']
    ]
    for (const [body, message] of cases) {
      expect({ body, message: (await s.call('POST', `${V1}/practice`, { token, body })).message }).toEqual({ body, message })
    }
    expect(await practiceRows()).toEqual([])
  })

  it('a report sent again with the same client id (queued offline, its answer lost) counts once; another learner may reuse the id', async () => {
    const body = { seconds: 40, source: 'metronome', client_id: 'm4x2k9-abc12345' }
    const first = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token, body })
    const again = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token, body })
    expect([first.code, again.code]).toEqual([0, 0])
    expect([first.data.today_seconds, again.data.today_seconds]).toEqual([40, 40])
    await s.call('POST', `${V1}/practice`, { token, body: { ...body, client_id: 'm4x2k9-def67890' } })
    expect(await practiceRows()).toEqual([{ day: today(), seconds: 80 }])
    const demo = await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile: '13800138000', password: 'piano123' } })
    const other = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token: demo.data.token, body })
    expect(other.data.today_seconds).toBe(40)
    expect(await countOf('practice_reports')).toBe(3)
  })

  it('a malformed client id is refused with a clear message and nothing written', async () => {
    for (const client_id of ['short', 'has space in it', 'x'.repeat(65)]) {
      const r = await s.call('POST', `${V1}/practice`, { token, body: { seconds: 30, source: 'metronome', client_id } })
      expect(r).toMatchObject({ message: '记录编号格式不正确' })
    }
    expect(await practiceRows()).toEqual([])
    expect(await countOf('practice_reports')).toBe(0)
  })

  it('one day holds at most 24 hours', async () => {
    await addPracticeDay(today(), 86300)
    const r = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token, body: { seconds: 600, source: 'metronome' } })
    expect(r.data.today_seconds).toBe(86400)
  })

  it("the demo learner's seeded days make a streak alive until today", async () => {
    const demo = await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile: '13800138000', password: 'piano123' } })
    const r = await s.call<PracticeSummary>('GET', `${V1}/practice`, { token: demo.data.token })
    expect(r.data).toMatchObject({ streak: 3, today_seconds: 0 })
    expect(r.data.week.slice(3).map((w) => w.seconds)).toEqual([25 * 60, 18 * 60, 32 * 60, 0])
  })
})

describe('add-on switched off', () => {
  let off: TestServer
  beforeEach(async () => {
    off = await startServer({ enabledAddons: [] })
  })
  afterEach(async () => {
    await off.close()
  })

  it('its routes answer the 404 envelope, the config does not list it, its tables are absent', async () => {
    const t = await off.login('13700137000')
    for (const [method, url] of [
      ['GET', `${V1}/index`],
      ['GET', `${V1}/tracks`],
      ['GET', `${V1}/track/13/playinfo`],
      ['GET', `${V1}/practice`],
      ['POST', `${V1}/practice`]
    ]) {
      expect(await off.call(method, url, { token: t, body: method === 'POST' ? { seconds: 30, source: 'metronome' } : undefined })).toMatchObject({
        status: 200,
        code: 404,
        message: '路由不存在'
      })
    }
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).not.toContain('PianoAudio')
    expect((await off.kdb.introspection.getTables()).map((t) => t.name)).not.toContain('practice_days')
  })
})
