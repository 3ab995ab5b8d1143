/**
 * 钢琴曲库 in the console (ours: MeEdu has no such add-on): categories, tracks with their recording (an
 * upload judged by its bytes), a track's MusicXML score engraved at upload as the app shows it (a broken file
 * refused with its line and reason, nothing stored), and the time map tapped along the recording, checked
 * against the score's bars and the recording's length; listen exercises set on bars of a track's score.
 */
import crypto from 'crypto'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { adminPianoAudio as T } from '~types/endpoints/admin/addons/pianoAudio'
import * as P from '~types/contract/admin/addons/pianoAudio'
import { EmptyData, IdParams } from '~types/contract/common'
import { AUDIO_MAX_BYTES, SCORE_MAX_BYTES, barTimesProblem, listenExerciseProblem } from '~types/admin/pianoAudio'
import { fail, notFound } from '../../http/envelope'
import { signedMediaUrl } from '../../catalogue/media'
import { musicXmlOf } from '../../scores/musicXml'
import { adminRoute } from '../../admin/route'
import { engraveWithPictures } from './engraving'
import * as store from './store/admin'
import { findScore, type TimeMap } from './store'
import { timeMapOf } from './scores'
import { scoreView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.PianoAudio' } as const
/** Long enough to tap a piece through a few times in one sitting. */
const CONSOLE_AUDIO_SECONDS = 4 * 3600
/** Where uploaded recordings live in the media folder (signed, like the seeded ones in audio/). */
const AUDIO_FOLDER = 'audio/uploads'

/** A recording's type from its first bytes: MP3 (ID3 tag or frame sync), M4A, WAV, OGG, FLAC; null otherwise. */
function audioExtension(b: Buffer): string | null {
  const ascii = (from: number, to: number) => b.toString('latin1', from, to)
  if (ascii(0, 3) === 'ID3' || (b.length > 1 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0)) return 'mp3'
  if (ascii(4, 8) === 'ftyp') return 'm4a'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav'
  if (ascii(0, 4) === 'OggS') return 'ogg'
  if (ascii(0, 4) === 'fLaC') return 'flac'
  return null
}

/** The one uploaded file's bytes, refused in Chinese when missing or past `limit`. */
async function uploadedFile(req: FastifyRequest, tooBig: string): Promise<{ bytes: Buffer; filename: string }> {
  if (!req.isMultipart()) throw fail('请上传文件')
  const file = await req.file()
  if (!file || file.fieldname !== 'file') throw fail('请上传文件')
  const bytes = await file.toBuffer().catch(() => null)
  if (!bytes || file.file.truncated) throw fail(tooBig)
  return { bytes, filename: file.filename }
}

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  const audioUrl = (media: string) => signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, media, null, CONSOLE_AUDIO_SECONDS)

  const existingCategory = async (id: number) => {
    if (!(await store.categoryExists(db, id))) throw notFound('分类不存在')
  }
  const existingTrack = async (id: number) => {
    const t = await store.trackById(db, id)
    if (!t) throw notFound('曲目不存在')
    return t
  }
  const categoryFields = (b: P.AudioCategoryBody): store.CategoryFields => {
    const name = b.name.trim()
    if (!name) throw fail('请填写分类名称')
    return { name, kind: b.kind, description: b.description?.trim() ?? '', sort: b.sort ?? 0 }
  }
  const trackFields = async (b: P.AudioTrackBody): Promise<store.TrackFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写曲目名称')
    if (!(await store.categoryExists(db, b.category_id))) throw fail('所选分类不存在')
    if (!(await ctx.files.media.exists(b.media))) throw fail('音频文件不存在，请重新上传')
    return { ...b, title, composer: b.composer?.trim() ?? '', sort: b.sort ?? 0 }
  }
  const trackView = (t: store.AdminTrackRow): P.AdminAudioTrack => {
    const { score_id: scoreId, bar_ms: barMs, ...track } = t
    return { ...track, is_member: t.is_member ? 1 : 0, is_featured: t.is_featured ? 1 : 0, has_score: scoreId ? 1 : 0, has_bar_times: barMs ? 1 : 0 }
  }
  /** A track's score for the console: the engraving's own times, the tapped ones beside them; null before its upload. */
  const trackScoreOrNull = async (trackId: number): Promise<P.AdminTrackScore | null> => {
    const track = await existingTrack(trackId)
    const score = await store.trackScore(db, trackId)
    if (!score?.engraved) return null
    const map = JSON.parse(score.engraved) as TimeMap
    return {
      score: scoreView(ctx.publicUrl, { id: score.id, bpm: track.bpm, beats_per_bar: track.beats_per_bar, bar_ms: null }, map),
      bar_ms: score.bar_ms ? (JSON.parse(score.bar_ms) as number[]) : null,
      audio_url: audioUrl(track.media),
      audio_ms: track.duration * 1000
    }
  }
  const trackScoreView = async (trackId: number): Promise<P.AdminTrackScore> => {
    const view = await trackScoreOrNull(trackId)
    if (!view) throw notFound('这首曲目还没有乐谱')
    return view
  }

  // Categories

  adminRoute(app, db, T.categories, { schema: { response: P.AudioCategoryList } }, async () => store.categoryList(db))

  adminRoute(app, db, T.createCategory, { schema: { body: P.AudioCategoryBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createCategory(db, categoryFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.updateCategory, { schema: { params: IdParams, body: P.AudioCategoryBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await existingCategory(req.params.id)
    await store.updateCategory(db, req.params.id, categoryFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteCategory, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingCategory(req.params.id)
    if (!(await store.deleteEmptyCategory(db, req.params.id))) throw fail('该分类下还有曲目，请先移走或删除曲目')
    return EMPTY
  })

  // Tracks

  adminRoute(app, db, T.tracks, { schema: { query: P.AudioTrackQuery, response: P.AudioTrackList } }, async (req) => {
    const { page = 1, size = 10, category_id: categoryId } = req.query
    const { rows, total } = await store.trackList(db, { category_id: categoryId, keywords: req.query.keywords?.trim() || undefined }, page, size)
    return { data: rows.map(trackView), total }
  })

  adminRoute(app, db, T.createTrack, { schema: { body: P.AudioTrackBody, response: P.CreatedTrack }, log: { ...LOG, opt: 'STORE' } }, async (req) => ({
    id: await store.createTrack(db, await trackFields(req.body))
  }))

  adminRoute(app, db, T.track, { schema: { params: IdParams, response: P.AdminAudioTrack } }, async (req) => trackView(await existingTrack(req.params.id)))

  adminRoute(app, db, T.updateTrack, { schema: { params: IdParams, body: P.AudioTrackBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await existingTrack(req.params.id)
    await store.updateTrack(db, req.params.id, await trackFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteTrack, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingTrack(req.params.id)
    if (!(await store.deleteUnlinkedTrack(db, req.params.id))) throw fail('该曲目的乐谱已关联到课时，不能删除')
    return EMPTY
  })

  adminRoute(app, db, T.trackScore, { schema: { params: IdParams, response: P.MaybeTrackScore } }, async (req) => trackScoreOrNull(req.params.id))

  adminRoute(app, db, T.saveBarTimes, { schema: { params: IdParams, body: P.BarTimesBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const current = await trackScoreView(req.params.id)
    const barMs = req.body.bar_ms
    const problem = barMs && barTimesProblem(barMs, current.score.bars.length, current.audio_ms)
    if (problem) throw fail(problem)
    await store.saveBarTimes(db, current.score.id, barMs)
    return EMPTY
  })

  // Lessons showing a track's score (the learner's lesson page draws it under the video).

  adminRoute(app, db, T.trackLessons, { schema: { params: IdParams, response: P.TrackLessons } }, async (req) => {
    await existingTrack(req.params.id)
    return store.trackLessons(db, req.params.id)
  })

  adminRoute(app, db, T.exercises, { schema: { response: P.ExerciseOptions } }, async () => store.exerciseList(db))

  adminRoute(app, db, T.linkLesson, { schema: { params: IdParams, body: P.LessonScoreBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const { track_id: trackId, sync_ms: syncMs, exercise_id: exerciseId } = req.body
    if (!(await store.lessonExists(db, req.params.id))) throw notFound('课时不存在')
    await existingTrack(trackId)
    if (!(await store.trackScore(db, trackId))) throw fail('这首曲目还没有乐谱，请先上传乐谱')
    if (exerciseId !== null && !(await store.exerciseExists(db, exerciseId))) throw fail('所选练习不存在')
    await store.linkLesson(db, { video_id: req.params.id, track_id: trackId, sync_ms: syncMs, exercise_id: exerciseId })
    return EMPTY
  })

  adminRoute(app, db, T.unlinkLesson, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    if (!(await store.unlinkLesson(db, req.params.id))) throw notFound('这节课没有关联乐谱')
    return EMPTY
  })

  // Listen exercises set on bars of a track's score (the learner's listen page starts on them).

  const listenView = ({ speed_percent: speedPercent, ...e }: store.ListenExerciseRow): P.AdminListenExercise => ({ ...e, speed: speedPercent / 100 })
  const existingListenExercise = async (id: number) => {
    const e = await store.listenExerciseById(db, id)
    if (!e) throw notFound('练习不存在')
    return e
  }
  /** An exercise the console may change: one set on a track (those bringing their own score come with the app). */
  const editableListenExercise = async (id: number) => {
    const e = await existingListenExercise(id)
    if (e.track_id === null) throw fail('这个练习自带乐谱，不能在这里修改或删除')
    return e
  }
  /** The row to write, checked against the track's score: its bars, the speed and the passing accuracy. */
  const listenFields = async (b: P.ListenExerciseBody): Promise<store.ListenExerciseFields> => {
    const track = await store.trackById(db, b.track_id)
    if (!track) throw fail('所选曲目不存在')
    const score = await findScore(db, { track: b.track_id })
    if (!score) throw fail('这首曲目还没有乐谱，请先上传乐谱')
    const problem = listenExerciseProblem(b, (await timeMapOf(db, score)).bars.length)
    if (problem) throw fail(problem)
    const title = b.title.trim()
    if (!title) throw fail('请填写练习名称')
    return {
      title,
      description: b.description?.trim() ?? '',
      level: b.level ?? track.level,
      sort: b.sort ?? 0,
      // The score's tempo and metre are the track's; speed_percent scales the tempo.
      bpm: track.bpm,
      beats_per_bar: track.beats_per_bar,
      track_id: track.id,
      bar_from: b.bar_from,
      bar_to: b.bar_to,
      speed_percent: Math.round(b.speed * 100),
      pass_accuracy: b.pass_accuracy
    }
  }

  adminRoute(app, db, T.listenExercises, { schema: { response: P.ListenExerciseList } }, async () => (await store.listenExerciseList(db)).map(listenView))

  adminRoute(app, db, T.createListenExercise, { schema: { body: P.ListenExerciseBody, response: P.CreatedListenExercise }, log: { ...LOG, opt: 'STORE' } }, async (req) => ({
    id: await store.createListenExercise(db, await listenFields(req.body))
  }))

  adminRoute(app, db, T.listenExercise, { schema: { params: IdParams, response: P.AdminListenExercise } }, async (req) => listenView(await existingListenExercise(req.params.id)))

  adminRoute(app, db, T.updateListenExercise, { schema: { params: IdParams, body: P.ListenExerciseBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await editableListenExercise(req.params.id)
    await store.updateListenExercise(db, req.params.id, await listenFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteListenExercise, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await editableListenExercise(req.params.id)
    if (await store.deleteUnusedListenExercise(db, req.params.id)) return EMPTY
    const e = await existingListenExercise(req.params.id)
    throw fail(e.results_count > 0 ? '已有学员练习过这个练习，不能删除（删除会丢失学员的成绩记录）' : '这个练习已关联到课时，请先在课时中取消关联')
  })

  // The uploads, each with the multipart parser in a scope of its own, limited to one file.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 0 } })
    adminRoute(scope, db, T.uploadAudio, { schema: { response: P.AudioUploaded }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
      const { bytes } = await uploadedFile(req, `音频文件不能超过${AUDIO_MAX_BYTES / 1024 / 1024}MB`)
      const ext = audioExtension(bytes)
      if (!ext) throw fail('请上传音频文件（MP3、M4A、WAV、OGG、FLAC）')
      const media = `${AUDIO_FOLDER}/${crypto.randomUUID()}.${ext}`
      await ctx.files.media.put(media, bytes)
      return { media, url: audioUrl(media) }
    })
  })

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: SCORE_MAX_BYTES, files: 1, fields: 0 } })
    adminRoute(scope, db, T.uploadScore, { schema: { params: IdParams, response: P.AdminTrackScore }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
      await existingTrack(req.params.id)
      const { bytes, filename } = await uploadedFile(req, `乐谱文件不能超过${SCORE_MAX_BYTES / 1024 / 1024}MB`)
      if (!/\.(musicxml|xml|mxl)$/i.test(filename)) throw fail('请上传 MusicXML 乐谱（.musicxml、.xml 或 .mxl）')
      const source = await musicXmlOf(bytes)
      const engraved = await engraveWithPictures(source, 'musicxml').catch(() => {
        throw fail('乐谱中没有可以排版的音符，请检查导出的 MusicXML')
      })
      await store.replaceTrackScore(db, req.params.id, source, engraved)
      return trackScoreView(req.params.id)
    })
  })
}
