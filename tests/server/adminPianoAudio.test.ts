/** @jest-environment node */
/**
 * 钢琴曲库 in the console: categories, tracks with an uploaded recording, a MusicXML (.mxl too) score engraved
 * at upload (a broken one refused with its line and reason, nothing stored), the tapped time map checked and
 * then followed by the learner's score; refusals with nothing written; the add-on off.
 */
import fs from 'fs'
import path from 'path'
import JSZip from 'jszip'
import { adminPianoAudio as T } from '../../types/endpoints/admin/addons/pianoAudio'
import type { AdminAudioCategory, AdminAudioTrack, AdminListenExercise, AdminTrackScore, AudioUploaded, TrackLesson } from '../../types/contract/admin/addons/pianoAudio'
import type { Score } from '../../types/contract/pianoAudio'
import { MEDIA_DIR } from '../../server/src/lib/uploads'
import { multipartBody, rowCount, serverPerTest, type TestServer, sqlValue } from './helpers'
import { adminCall, adminLogin, expectRefusals, expectTableGoneWhenOff, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/PianoAudio): 4 categories, 33 tracks (1 G大调小步舞曲 is linked to lessons).
const V1 = '/addons/PianoAudio/api/v1'
const ODE = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'ode-to-joy.musicxml'))
/** An MP3's first bytes (an ID3 tag): what the server judges a recording by. */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64)])
const TRACK = { category_id: 2, title: '欢乐颂（钢琴）', composer: '贝多芬', level: 1, duration: 10, bpm: 120, beats_per_bar: 4, is_member: 0, is_featured: 0, sort: 5 }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })

/** Recordings the tests uploaded into the media folder, removed after each test. */
const uploaded: string[] = []
afterEach(() => {
  for (const media of uploaded.splice(0)) fs.rmSync(path.join(MEDIA_DIR, media), { force: true })
})

async function upload<D>(url: string, filename: string, bytes: Buffer, token = root) {
  const { payload, headers } = multipartBody('file', filename, 'application/octet-stream', bytes)
  const res = await s.app.inject({ method: 'POST', url, headers: { ...headers, authorization: `Bearer ${token}` }, payload })
  const answer = JSON.parse(res.body) as { status: number; message: string; data: D }
  const media = (answer.data as { media?: unknown } | null)?.media
  if (typeof media === 'string') uploaded.push(media)
  return answer
}

/** A new track with an uploaded recording; its id. */
async function newTrack(fields: object = {}): Promise<number> {
  const audio = await upload<AudioUploaded>(T.uploadAudio.path, '欢乐颂.mp3', MP3)
  const r = await call<{ id: number }>('POST', T.createTrack.path, { ...TRACK, media: audio.data.media, ...fields })
  expect(r.status).toBe(0)
  return r.data.id
}

const scoreUpload = (id: number, filename: string, bytes: Buffer) => upload<AdminTrackScore>(pathOf(T.uploadScore, id), filename, bytes)
const learnerScore = async (id: number) => (await s.call<Score>('GET', `${V1}/track/${id}/score`)).data

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that may upload scores but not set their bars cannot save a time map, and nothing is written', async () => {
    const id = await newTrack()
    expect((await scoreUpload(id, 'ode.musicxml', ODE)).status).toBe(0)
    const scorer = await staffWith(s, root, ['addons.PianoAudio.scores', 'addons.PianoAudio.scores.upload'])
    expect((await call('GET', pathOf(T.trackScore, id), undefined, scorer)).status).toBe(0)
    expect(await call('PUT', pathOf(T.saveBarTimes, id), { bar_ms: [0, 2000, 4000, 6000] }, scorer)).toMatchObject({ status: 403, message: '无权限' })
    expect((await call<AdminTrackScore>('GET', pathOf(T.trackScore, id))).data.bar_ms).toBeNull()
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('categories', () => {
  it('listed with their track counts, added, edited; bad input refused with nothing written', async () => {
    const list = await call<AdminAudioCategory[]>('GET', T.categories.path)
    expect(list.data.map((c) => c.name)).toEqual(['考级曲目', '世界名曲', '伴奏音轨', '音阶与琶音'])
    expect(list.data.every((c) => c.tracks_count > 0)).toBe(true)
    const before = await rowCount(s, 'audio_categories')
    expect(await call('POST', T.createCategory.path, { name: '   ', kind: 'famous' })).toMatchObject({ status: 1, message: '请填写分类名称' })
    expect((await call('POST', T.createCategory.path, { name: '练习曲', kind: 'pop' })).status).toBe(1)
    expect(await rowCount(s, 'audio_categories')).toBe(before)
    expect((await call('POST', T.createCategory.path, { name: ' 练习曲 ', kind: 'exam', description: '车尔尼', sort: 9 })).status).toBe(0)
    const made = (await call<AdminAudioCategory[]>('GET', T.categories.path)).data.find((c) => c.name === '练习曲')!
    expect(made).toMatchObject({ kind: 'exam', description: '车尔尼', sort: 9, tracks_count: 0 })
    expect((await call('PUT', pathOf(T.updateCategory, made.id), { name: '练习曲集', kind: 'scales' })).status).toBe(0)
    expect(await call('PUT', pathOf(T.updateCategory, 999), { name: 'x', kind: 'scales' })).toMatchObject({ status: 404, message: '分类不存在' })
    // The learner's library shows it.
    const index = await s.call<{ categories: { name: string; kind: string }[] }>('GET', `${V1}/index`)
    expect(index.data.categories).toContainEqual(expect.objectContaining({ name: '练习曲集', kind: 'scales' }))
  })

  it('a category with tracks is kept; an empty one is deleted', async () => {
    expect(await call('DELETE', pathOf(T.deleteCategory, 1))).toMatchObject({ status: 1, message: '该分类下还有曲目，请先移走或删除曲目' })
    expect(await rowCount(s, 'audio_categories')).toBe(4)
    await call('POST', T.createCategory.path, { name: '空分类', kind: 'exam' })
    const empty = (await call<AdminAudioCategory[]>('GET', T.categories.path)).data.find((c) => c.name === '空分类')!
    expect((await call('DELETE', pathOf(T.deleteCategory, empty.id))).status).toBe(0)
    expect(await rowCount(s, 'audio_categories')).toBe(4)
  })
})

describe('tracks', () => {
  it('a recording is judged by its bytes and stored signed; a track is made with it, listed, read, edited', async () => {
    expect(await upload(T.uploadAudio.path, 'fake.mp3', Buffer.from('<html>not audio</html>'))).toMatchObject({ status: 1, message: '请上传音频文件（MP3、M4A、WAV、OGG、FLAC）' })
    const audio = await upload<AudioUploaded>(T.uploadAudio.path, '欢乐颂.mp3', MP3)
    expect(audio.status).toBe(0)
    expect(audio.data.media).toMatch(/^audio\/uploads\/[a-z0-9-]+\.mp3$/)
    expect(fs.readFileSync(path.join(MEDIA_DIR, audio.data.media))).toEqual(MP3)
    expect(audio.data.url).toContain(`/media/${audio.data.media}?uid=0&exp=`)

    const before = await rowCount(s, 'audio_tracks')
    expect(await call('POST', T.createTrack.path, { ...TRACK, title: ' ', media: audio.data.media })).toMatchObject({ status: 1, message: '请填写曲目名称' })
    expect(await call('POST', T.createTrack.path, { ...TRACK, category_id: 99, media: audio.data.media })).toMatchObject({ status: 1, message: '所选分类不存在' })
    expect(await call('POST', T.createTrack.path, { ...TRACK, media: 'audio/never-uploaded.mp3' })).toMatchObject({ status: 1, message: '音频文件不存在，请重新上传' })
    expect((await call('POST', T.createTrack.path, { ...TRACK, media: '../../etc/passwd' })).status).toBe(1)
    expect((await call('POST', T.createTrack.path, { ...TRACK, bpm: 5, media: audio.data.media })).status).toBe(1)
    expect(await rowCount(s, 'audio_tracks')).toBe(before)

    const made = await call<{ id: number }>('POST', T.createTrack.path, { ...TRACK, media: audio.data.media })
    const id = made.data.id
    const found = await call<{ data: AdminAudioTrack[]; total: number }>('GET', `${T.tracks.path}?category_id=2&keywords=${encodeURIComponent('（钢琴）')}`)
    expect(found.data.data.map((t) => [t.id, t.has_score, t.has_bar_times])).toEqual([[id, 0, 0]])
    expect((await call<AdminAudioTrack>('GET', pathOf(T.track, id))).data).toMatchObject({ ...TRACK, media: audio.data.media })
    expect((await call('PUT', pathOf(T.updateTrack, id), { ...TRACK, title: '欢乐颂', is_member: 1, media: audio.data.media })).status).toBe(0)
    expect((await call<AdminAudioTrack>('GET', pathOf(T.track, id))).data).toMatchObject({ title: '欢乐颂', is_member: 1 })
    // The learner plays it through playinfo (a member track: VIP only).
    expect((await s.call('GET', `${V1}/track/${id}/playinfo`, { token: learner })).message).toBe('开通VIP会员后即可收听')
  })

  it('a track a lesson links is kept; another is deleted with its score', async () => {
    expect(await call('DELETE', pathOf(T.deleteTrack, 1))).toMatchObject({ status: 1, message: '该曲目的乐谱已关联到课时，不能删除' })
    const id = await newTrack()
    await scoreUpload(id, 'ode.musicxml', ODE)
    const scores = await rowCount(s, 'audio_scores')
    expect((await call('DELETE', pathOf(T.deleteTrack, id))).status).toBe(0)
    expect(await rowCount(s, 'audio_scores')).toBe(scores - 1)
    expect(await call('GET', pathOf(T.track, id))).toMatchObject({ status: 404, message: '曲目不存在' })
  })
})

describe('scores', () => {
  it('a MusicXML upload is engraved at once: the console gets its pages, the learner the same score', async () => {
    const id = await newTrack()
    expect(await call('GET', pathOf(T.trackScore, id))).toMatchObject({ status: 0, data: null })
    expect(await call('PUT', pathOf(T.saveBarTimes, id), { bar_ms: [0] })).toMatchObject({ status: 404, message: '这首曲目还没有乐谱' })
    const r = await scoreUpload(id, 'ode.musicxml', ODE)
    expect(r.status).toBe(0)
    expect(r.data.score.bars.map((b) => b.on_ms)).toEqual([0, 2000, 4000, 6000])
    expect(r.data).toMatchObject({ bar_ms: null, audio_ms: 10000 })
    const page = await s.app.inject({ method: 'GET', url: r.data.score.pages[0].svg.replace('http://studio.test', '') })
    expect(page.headers['content-type']).toContain('image/svg+xml')
    expect(page.body).toContain('class="measure"')
    expect((await learnerScore(id)).notes).toHaveLength(16)
    expect((await call<AdminAudioTrack>('GET', pathOf(T.track, id))).data.has_score).toBe(1)
  })

  it('a compressed .mxl is read through its container', async () => {
    const id = await newTrack()
    const zip = new JSZip()
    zip.file('META-INF/container.xml', '<?xml version="1.0"?><container><rootfiles><rootfile full-path="score/ode.musicxml"/></rootfiles></container>')
    zip.file('score/ode.musicxml', ODE)
    const r = await scoreUpload(id, '欢乐颂.mxl', await zip.generateAsync({ type: 'nodebuffer' }))
    expect(r.status).toBe(0)
    expect(r.data.score.bars).toHaveLength(4)
  })

  it('a broken file is refused with its line and reason, and the score in place is kept', async () => {
    const id = await newTrack()
    const first = await scoreUpload(id, 'ode.musicxml', ODE)
    const scores = await rowCount(s, 'audio_scores')
    const lines = ODE.toString().split('\n')
    const closing = lines.findIndex((l) => l.includes('</measure>'))
    const opening = lines.findIndex((l) => l.includes('<measure'))
    const broken = Buffer.from(lines.filter((_, i) => i !== closing).join('\n'))
    expect(await scoreUpload(id, 'ode.musicxml', broken)).toMatchObject({ status: 1, message: `乐谱文件格式错误，第 ${opening + 1} 行：标签未闭合 measure` })
    const unquoted = Buffer.from(ODE.toString().replace('<measure number="2">', '<measure number=2>'))
    const line2 = lines.findIndex((l) => l.includes('<measure number="2">')) + 1
    expect(await scoreUpload(id, 'ode.xml', unquoted)).toMatchObject({ status: 1, message: `乐谱文件格式错误，第 ${line2} 行：属性值缺少引号` })
    expect(await scoreUpload(id, 'page.xml', Buffer.from('<html><body/></html>'))).toMatchObject({ status: 1, message: '不是 MusicXML 乐谱（根元素是 html，应为 score-partwise）' })
    expect(await scoreUpload(id, 'ode.pdf', ODE)).toMatchObject({ status: 1, message: '请上传 MusicXML 乐谱（.musicxml、.xml 或 .mxl）' })
    expect(await scoreUpload(id, 'ode.mxl', Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(20)]))).toMatchObject({ status: 1, message: '.mxl 压缩包无法打开，请重新导出' })
    const empty = Buffer.from(ODE.toString().replace(/<note>.*?<\/note>/g, ''))
    expect(await scoreUpload(id, 'ode.musicxml', empty)).toMatchObject({ status: 1, message: '乐谱中没有可以排版的音符，请检查导出的 MusicXML' })
    expect(await rowCount(s, 'audio_scores')).toBe(scores)
    expect((await learnerScore(id)).id).toBe(first.data.score.id)
  })

  it('the tapped time map is checked, saved, and the learner’s cursor times follow it; a new upload resets it', async () => {
    const id = await newTrack()
    await scoreUpload(id, 'ode.musicxml', ODE)
    const bars = pathOf(T.saveBarTimes, id)
    const refusals: [unknown, string][] = [
      [[500, 2600, 4700], '乐谱有 4 个小节，时间表有 3 个，请为每个小节打点'],
      [[500, 2600, 2600, 6800], '第 3 小节的时间必须晚于第 2 小节'],
      [[-10, 2600, 4700, 6800], '第 1 小节的时间不能小于 0'],
      [[500, 2600, 4700, 10000], '第 4 小节的时间超出了音频时长（10.0 秒）']
    ]
    for (const [barMs, message] of refusals) expect(await call('PUT', bars, { bar_ms: barMs })).toMatchObject({ status: 1, message })
    expect((await call<AdminTrackScore>('GET', pathOf(T.trackScore, id))).data.bar_ms).toBeNull()

    expect((await call('PUT', bars, { bar_ms: [500, 2600, 4700, 6800] })).status).toBe(0)
    const timed = await call<AdminTrackScore>('GET', pathOf(T.trackScore, id))
    expect(timed.data.bar_ms).toEqual([500, 2600, 4700, 6800])
    expect(timed.data.score.bars.map((b) => b.on_ms)).toEqual([0, 2000, 4000, 6000]) // the console keeps the engraving's
    const score = await learnerScore(id)
    expect(score.bars.map((b) => b.on_ms)).toEqual([500, 2600, 4700, 6800])
    // Bar 1's second beat, 500 ms in at the score's tempo, is 525 ms into its 2100 ms tapped bar.
    expect(score.notes.slice(0, 3).map((n) => n.on_ms)).toEqual([500, 1025, 1550])
    expect(score.duration_ms).toBe(8900)

    expect((await call('PUT', bars, { bar_ms: null })).status).toBe(0)
    expect((await learnerScore(id)).bars.map((b) => b.on_ms)).toEqual([0, 2000, 4000, 6000])
    await call('PUT', bars, { bar_ms: [500, 2600, 4700, 6800] })
    expect((await scoreUpload(id, 'ode.musicxml', ODE)).data.bar_ms).toBeNull()
    expect(await call('PUT', pathOf(T.saveBarTimes, 999), { bar_ms: [1] })).toMatchObject({ status: 404, message: '曲目不存在' })
  })
})

describe('lessons showing a score', () => {
  it('lists a track’s lessons; links a lesson checked (lesson, score, exercise) with nothing written on a refusal; unlinks it', async () => {
    const seeded = await call<TrackLesson[]>('GET', pathOf(T.trackLessons, 1))
    expect(seeded.data.map((l) => [l.title, l.sync_ms]).sort()).toEqual([
      ['乐曲：《小步舞曲》', 2000],
      ['第51-60条：三拍子', 2000]
    ])
    const exercises = await call<{ id: number; title: string }[]>('GET', T.exercises.path)
    expect(exercises.data).toHaveLength(4)
    const lesson = (await sqlValue(s, 'SELECT id FROM videos WHERE id NOT IN (SELECT video_id FROM lesson_scores) ORDER BY id LIMIT 1')) as number
    const links = await rowCount(s, 'lesson_scores')
    const unscored = await newTrack()
    const link = (id: number, body: object) => call('PUT', pathOf(T.linkLesson, id), { track_id: 2, sync_ms: 1000, exercise_id: null, ...body })
    expect(await link(999999, {})).toMatchObject({ status: 404, message: '课时不存在' })
    expect(await link(lesson, { track_id: unscored })).toMatchObject({ status: 1, message: '这首曲目还没有乐谱，请先上传乐谱' })
    expect(await link(lesson, { exercise_id: 999 })).toMatchObject({ status: 1, message: '所选练习不存在' })
    expect((await link(lesson, { sync_ms: -1 })).status).toBe(1)
    expect(await rowCount(s, 'lesson_scores')).toBe(links)

    expect((await link(lesson, { exercise_id: exercises.data[0].id })).status).toBe(0)
    const linked = await call<TrackLesson[]>('GET', pathOf(T.trackLessons, 2))
    expect(linked.data).toContainEqual(expect.objectContaining({ video_id: lesson, sync_ms: 1000, exercise_id: exercises.data[0].id }))
    expect((await call('DELETE', pathOf(T.unlinkLesson, lesson))).status).toBe(0)
    expect(await call('DELETE', pathOf(T.unlinkLesson, lesson))).toMatchObject({ status: 404, message: '这节课没有关联乐谱' })
    expect(await rowCount(s, 'lesson_scores')).toBe(links)
  })
})

describe('listen exercises on bars of a track', () => {
  const LISTEN = { title: '欢乐颂 前四小节', description: '先慢一点听', bar_from: 1, bar_to: 4, speed: 0.75, pass_accuracy: 80 }
  /** Rows in audio_exercises, read through Kysely. */
  const exerciseRows = () => s.kdb.selectFrom('audio_exercises').selectAll().orderBy('id').execute()
  const scoredTrack = async () => {
    const id = await newTrack()
    expect((await scoreUpload(id, 'ode.musicxml', ODE)).status).toBe(0)
    return id
  }
  const create = (body: object, token = root) => call<{ id: number }>('POST', T.createListenExercise.path, { ...LISTEN, ...body }, token)

  it('creates one on bars of a track with a score, lists it with the built-in ones, edits it; the learner gets the track’s score for it', async () => {
    const track = await scoredTrack()
    const made = await create({ track_id: track })
    expect(made.status).toBe(0)
    const list = await call<AdminListenExercise[]>('GET', T.listenExercises.path)
    expect(list.data).toHaveLength(5) // the four exercises the app ships with their own score, and this one
    expect(list.data.find((e) => e.id === made.data.id)).toEqual({
      id: made.data.id, title: LISTEN.title, description: LISTEN.description, level: TRACK.level, sort: 0, track_id: track, track_title: TRACK.title,
      bar_from: 1, bar_to: 4, speed: 0.75, pass_accuracy: 80, results_count: 0
    })
    expect(list.data.filter((e) => e.track_id === null)).toHaveLength(4)

    expect((await call('PUT', pathOf(T.updateListenExercise, made.data.id), { ...LISTEN, track_id: track, bar_from: 2, bar_to: 3, speed: 1.25, pass_accuracy: 90 })).status).toBe(0)
    expect((await call<AdminListenExercise>('GET', pathOf(T.listenExercise, made.data.id))).data).toMatchObject({ bar_from: 2, bar_to: 3, speed: 1.25, pass_accuracy: 90 })

    const exerciseScore = await s.call<Score>('GET', `${V1}/exercise/${made.data.id}/score`)
    expect(exerciseScore.code).toBe(0)
    expect(exerciseScore.data).toEqual(await learnerScore(track))
    expect(exerciseScore.data.bars).toHaveLength(4)
  })

  it('a seeded track whose score was never engraved is engraved for its bar count', async () => {
    const minuet = await s.kdb.selectFrom('audio_scores').select('track_id').where('track_id', '=', 1).where('engraved', 'is', null).executeTakeFirstOrThrow()
    const made = await create({ track_id: minuet.track_id, bar_from: 1, bar_to: 2 })
    expect(made.status).toBe(0)
    const { bars } = await learnerScore(1)
    expect((await create({ track_id: 1, bar_to: bars.length + 1 })).message).toBe(`所选小节超出了乐谱范围（这首曲目的乐谱共 ${bars.length} 个小节）`)
  })

  it('refuses a missing track, a track without a score, bars outside the score or backwards, a speed or passing accuracy out of range, and writes nothing', async () => {
    const track = await scoredTrack()
    const unscored = await newTrack()
    const before = await exerciseRows()
    const refusals: [object, string][] = [
      [{ track_id: 999999 }, '所选曲目不存在'],
      [{ track_id: unscored }, '这首曲目还没有乐谱，请先上传乐谱'],
      [{ track_id: track, bar_from: 3, bar_to: 2 }, '起始小节不能大于结束小节'],
      [{ track_id: track, bar_to: 5 }, '所选小节超出了乐谱范围（这首曲目的乐谱共 4 个小节）'],
      [{ track_id: track, bar_from: 0 }, '所选小节超出了乐谱范围（这首曲目的乐谱共 4 个小节）'],
      [{ track_id: track, speed: 0.4 }, '速度须在 0.5 到 1.5 倍之间'],
      [{ track_id: track, speed: 1.6 }, '速度须在 0.5 到 1.5 倍之间'],
      [{ track_id: track, pass_accuracy: 0 }, '及格正确率须在 1% 到 100% 之间'],
      [{ track_id: track, pass_accuracy: 101 }, '及格正确率须在 1% 到 100% 之间'],
      [{ track_id: track, title: '   ' }, '请填写练习名称'],
      [{ track_id: track, title: '' }, '练习名称过短']
    ]
    for (const [body, message] of refusals) expect(await create(body)).toMatchObject({ status: 1, message })
    const made = await create({ track_id: track })
    const edit = (body: object) => call('PUT', pathOf(T.updateListenExercise, made.data.id), { ...LISTEN, track_id: track, ...body })
    for (const [body, message] of refusals) expect(await edit(body)).toMatchObject({ status: 1, message })
    expect(await exerciseRows()).toEqual([...before, expect.objectContaining({ id: made.data.id, bar_from: 1, bar_to: 4, speed_percent: 75, pass_accuracy: 80 })])
    expect(await call('PUT', pathOf(T.updateListenExercise, 999999), { ...LISTEN, track_id: track })).toMatchObject({ status: 404, message: '练习不存在' })
  })

  it('keeps an exercise a learner has results of, one a lesson links and the built-in ones; deletes an unused one', async () => {
    const track = await scoredTrack()
    const practised = (await create({ track_id: track })).data.id
    const linked = (await create({ track_id: track, title: '欢乐颂 课时练习' })).data.id
    const unused = (await create({ track_id: track, title: '欢乐颂 备用' })).data.id
    expect((await s.call('POST', `${V1}/listen`, { token: learner, body: { exercise_id: practised, accuracy: 85, spread_ms: 40 } })).code).toBe(0)
    const lesson = await s.kdb.selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow()
    expect((await call('PUT', pathOf(T.linkLesson, lesson.id), { track_id: track, sync_ms: null, exercise_id: linked })).status).toBe(0)
    const builtIn = (await exerciseRows())[0].id
    const before = await exerciseRows()
    const remove = (id: number) => call('DELETE', pathOf(T.deleteListenExercise, id))
    expect(await remove(practised)).toMatchObject({ status: 1, message: '已有学员练习过这个练习，不能删除（删除会丢失学员的成绩记录）' })
    expect(await remove(linked)).toMatchObject({ status: 1, message: '这个练习已关联到课时，请先在课时中取消关联' })
    expect(await remove(builtIn)).toMatchObject({ status: 1, message: '这个练习自带乐谱，不能在这里修改或删除' })
    expect(await call('PUT', pathOf(T.updateListenExercise, builtIn), { ...LISTEN, track_id: track })).toMatchObject({ status: 1, message: '这个练习自带乐谱，不能在这里修改或删除' })
    expect(await exerciseRows()).toEqual(before)
    expect((await call<AdminListenExercise>('GET', pathOf(T.listenExercise, practised))).data.results_count).toBe(1)
    expect((await remove(unused)).status).toBe(0)
    expect(await remove(unused)).toMatchObject({ status: 404, message: '练习不存在' })
    expect((await exerciseRows()).map((e) => e.id)).toEqual(before.map((e) => e.id).filter((id) => id !== unused))
  })

  it('a role that may list listen exercises but not make, edit or delete them is refused, and nothing is written', async () => {
    const track = await scoredTrack()
    const made = (await create({ track_id: track })).data.id
    const viewer = await staffWith(s, root, ['addons.PianoAudio.listenExercises'])
    expect((await call('GET', T.listenExercises.path, undefined, viewer)).status).toBe(0)
    const before = await exerciseRows()
    expect(await create({ track_id: track }, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await call('PUT', pathOf(T.updateListenExercise, made), { ...LISTEN, track_id: track, bar_to: 2 }, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await call('DELETE', pathOf(T.deleteListenExercise, made), undefined, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await exerciseRows()).toEqual(before)
  })
})
