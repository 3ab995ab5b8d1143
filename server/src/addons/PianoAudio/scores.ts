/**
 * Score routes: a track's or an exercise's score as pictures (SVG for H5, PNG for the
 * mini-program, whose <image> cannot be trusted with arbitrary SVG) and the time map the cursor and the ear
 * follow. Engraved on first use and kept in the database: a request never waits on Verovio twice.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { ApiFailure, ok, fail, notFound, unauthorized } from '../../http/envelope'
import { route } from '../../http/route'
import { engraveWithPictures } from './engraving'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/pianoAudio'
import { pianoAudio as endpoints } from '~types/endpoints/pianoAudio'
import { beijing, now } from '../../lib/time'
import { canWatch } from '../../catalogue/access'
import { findCourse, findVideo } from '../../catalogue/store'
import { addListenResult, exerciseExists, findLessonScore, findScore, findTrack, listenHistory, listExercises, saveEngraving, scorePage, trackExists, type ScoreOwner, type ScoreRow, type TimeMap } from './store'
import { lessonScoreView, scoreView } from './views'

/** A score's pictures never change once engraved (a new source is a new score id). */
const PAGE_CACHE = 'public, max-age=86400'

/** Engravings under way, so that two first requests for one score engrave it once. */
const engraving = new Map<number, Promise<TimeMap>>()

async function engraveAndKeep(db: Db, row: ScoreRow): Promise<TimeMap> {
  const { map, pages } = await engraveWithPictures(row.source, row.format)
  await saveEngraving(db, row.id, map, pages)
  return map
}

/** A score's time map, engraved now (once, however many ask) when it never was: the seeded scores wait for first use. */
export function timeMapOf(db: Db, row: ScoreRow): Promise<TimeMap> {
  if (row.engraved) return Promise.resolve(JSON.parse(row.engraved) as TimeMap)
  let job = engraving.get(row.id)
  if (!job) {
    job = engraveAndKeep(db, row).finally(() => engraving.delete(row.id))
    engraving.set(row.id, job)
  }
  return job
}

export async function scoreRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  const scoreOf = async (owner: ScoreOwner, missing: string) => {
    const row = await findScore(db, owner)
    if (!row) throw notFound(missing)
    return scoreView(ctx.publicUrl, row, await timeMapOf(db, row))
  }
  const answer = async (owner: ScoreOwner, missing: string) => ok(await scoreOf(owner, missing))

  /** The lesson, when this learner may watch all of it (a trial is not: its cut is seconds, the score the whole piece). */
  const watchableLesson = async (id: number, uid: number | null) => {
    let lesson
    try {
      const video = await findVideo(ctx.kdb, id)
      lesson = { video, course: await findCourse(ctx.kdb, video.course_id) }
    } catch (e) {
      if (e instanceof ApiFailure && e.code === 404) throw notFound('课时不存在')
      throw e
    }
    if (await canWatch(ctx.kdb, uid, lesson.course, lesson.video.id)) return lesson.video
    if (uid === null) throw unauthorized()
    throw fail('购买课程后即可查看本节乐谱')
  }

  // Anyone may read a score (public-domain sheet music); a member track's audio stays behind playinfo.
  route(app, endpoints.trackScore, { schema: { params: IdParams, response: C.Score } }, async (req) => {
    if (!(await trackExists(db, req.params.id))) throw notFound('曲目不存在')
    return answer({ track: req.params.id }, '这首曲目还没有乐谱')
  })

  // A lesson's linked score: only for a learner who may watch the lesson (the link, its sync and the score are
  // the lesson's), checked before saying whether it has one.
  route(app, endpoints.lessonScore, { schema: { params: IdParams, response: C.LessonScore } }, async (req) => {
    const video = await watchableLesson(req.params.id, req.learner)
    const link = await findLessonScore(db, video.id)
    if (!link) throw notFound('这节课没有乐谱')
    return ok(lessonScoreView(link, (await findTrack(db, link.track_id))!, await scoreOf({ track: link.track_id }, '这节课没有乐谱')))
  })

  route(app, endpoints.exercises, { schema: { response: C.AudioExercises } }, async () => ok(await listExercises(db)))

  route(app, endpoints.exerciseScore, { schema: { params: IdParams, response: C.Score } }, async (req) => answer({ exercise: req.params.id }, '练习不存在'))

  route(app, endpoints.scorePage, { schema: { params: C.ScorePageParams, query: C.ScorePageQuery } }, async (req, reply) => {
    const format = req.query.format ?? 'svg'
    const picture = await scorePage(db, req.params.id, req.params.page, format)
    if (picture === undefined) throw notFound('乐谱不存在')
    reply.header('content-type', format === 'png' ? 'image/png' : 'image/svg+xml; charset=utf-8')
    reply.header('cache-control', PAGE_CACHE)
    return reply.send(picture)
  })

  // A listen-mode session's result (its minutes go to POST /practice with source listen).
  route(app, endpoints.logListen, { schema: { body: C.ListenBody, response: C.ListenHistory }, auth: 'required' }, async (req) => {
    if (!(await exerciseExists(db, req.body.exercise_id))) throw fail('练习不存在')
    await addListenResult(db, req.learner, req.body, beijing(now()))
    return ok(await listenHistory(db, req.learner))
  })

  route(app, endpoints.listenHistory, { schema: { response: C.ListenHistory }, auth: 'required' }, async (req) => ok(await listenHistory(db, req.learner)))
}
