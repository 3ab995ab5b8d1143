import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { ok, fail, notFound, unauthorized } from '../../http/envelope'
import { getUser, isVip } from '../../member/users'
import { addDays, beijing, now } from '../../lib/time'
import { pageQuery, shapeA } from '../../http/paging'
import { signedMediaUrl } from '../../catalogue/media'
import { sizeOf } from '../common'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/pianoAudio'
import { scoreRoutes } from './scores'
import { exerciseExists } from './store'
import { route } from '../../http/route'
import { pianoAudio as pianoAudioEndpoints } from '../../../../types/endpoints/pianoAudio'

const V1 = '/addons/PianoAudio/api/v1'

/** Long enough to listen, loop and come back to a track during one practice session. */
const AUDIO_URL_SECONDS = 4 * 3600
/** Most a learner can log for one day (a report beyond it is kept at this). */
const DAY_MAX_SECONDS = 24 * 3600

const TRACK_FIELDS = 'id, category_id, title, composer, level, duration, bpm, beats_per_bar, is_member, is_featured'

type TrackRow = C.AudioTrack & { media: string }

function findTrack(db: DB, id: number): TrackRow {
  const t = db.prepare(`SELECT ${TRACK_FIELDS}, media FROM audio_tracks WHERE id = ?`).get(id) as TrackRow | undefined
  if (!t) throw notFound('曲目不存在')
  return t
}

const dayOf = (date: Date) => beijing(date).slice(0, 10)

/** Today's seconds, the streak (days in a row up to today, or up to yesterday while today is empty), the week. */
function practiceSummary(db: DB, uid: number, at = now()): C.PracticeSummary {
  const rows = db.prepare('SELECT day, seconds FROM practice_days WHERE user_id = ? AND seconds > 0 ORDER BY day DESC').all(uid) as C.PracticeDay[]
  const byDay = new Map(rows.map((r) => [r.day, r.seconds]))
  const today = dayOf(at)
  let streak = 0
  for (let d = byDay.has(today) ? 0 : 1; byDay.has(dayOf(addDays(at, -d))); d++) streak++
  const week = Array.from({ length: 7 }, (_, i) => {
    const day = dayOf(addDays(at, i - 6))
    return { day, seconds: byDay.get(day) ?? 0 }
  })
  return { today, today_seconds: byDay.get(today) ?? 0, streak, total_days: rows.length, week }
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, pianoAudioEndpoints.index, { schema: { response: C.AudioIndex } }, async () => {
    const categories = db
      .prepare(
        `SELECT c.id, c.name, c.kind, c.description, (SELECT COUNT(*) FROM audio_tracks t WHERE t.category_id = c.id) AS tracks_count
         FROM audio_categories c ORDER BY c.sort, c.id`
      )
      .all() as C.AudioCategory[]
    const featured = db.prepare(`SELECT ${TRACK_FIELDS} FROM audio_tracks WHERE is_featured = 1 ORDER BY sort, id LIMIT 8`).all() as C.AudioTrack[]
    return ok({ categories, featured })
  })

  // A category's tracks (by level, then the studio's order), or a search over the library.
  route(app, pianoAudioEndpoints.tracks, { schema: { query: C.TracksQuery, response: C.TracksPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q, 20)
    const where: string[] = []
    const args: unknown[] = []
    if (q.category_id) {
      where.push('category_id = ?')
      args.push(q.category_id)
    }
    if (q.level !== undefined) {
      where.push('level = ?')
      args.push(q.level)
    }
    const words = q.keywords?.trim()
    if (words) {
      where.push("(title LIKE ? ESCAPE '\\' OR composer LIKE ? ESCAPE '\\')")
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      args.push(like, like)
    }
    const from = `audio_tracks${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`
    const { total, rows } = pageQuery<C.AudioTrack>(db, { select: TRACK_FIELDS, from, order: 'level, sort, id', args }, q.page, size)
    return ok(shapeA(rows, total, q.page, size, `${ctx.publicUrl}${V1}/tracks`))
  })

  // Like a lesson's playinfo: free tracks for anyone, member tracks for an active VIP only (a visitor is
  // asked to log in); the URL is signed for this learner (server/src/media.ts).
  route(app, pianoAudioEndpoints.trackPlayInfo, { schema: { params: IdParams, response: C.TrackPlayInfo } }, async (req) => {
    const uid = req.learner
    const { media, ...track } = findTrack(db, req.params.id)
    if (track.is_member === 1) {
      if (uid === null) throw unauthorized()
      if (!isVip(getUser(db, uid))) throw fail('开通VIP会员后即可收听')
    }
    return ok({ track, url: signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, media, uid, AUDIO_URL_SECONDS) })
  })

  route(app, pianoAudioEndpoints.practice, { schema: { response: C.PracticeSummary }, auth: 'required' }, async (req) => ok(practiceSummary(db, req.learner)))

  // Adds practised seconds to today's row (one report at most 10 minutes; a day at most 24 hours).
  route(app, pianoAudioEndpoints.logPractice, { schema: { body: C.PracticeBody, response: C.PracticeSummary }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { seconds, source, target_id: target, client_id: clientId } = req.body
    if (source === 'audio' && !target) throw fail('请选择练习的曲目')
    if (source === 'audio' && target) findTrack(db, target)
    if (source === 'lesson' && (!target || !db.prepare('SELECT 1 FROM videos WHERE id = ?').get(target))) throw fail('课时不存在')
    if (source === 'listen' && (!target || !exerciseExists(db, target))) throw fail('练习不存在')
    const at = now()
    db.transaction(() => {
      // A report the app sent again (queued offline, its first answer lost) is answered without counting.
      if (clientId && db.prepare('INSERT OR IGNORE INTO practice_reports (user_id, client_id, created_at) VALUES (?, ?, ?)').run(uid, clientId, beijing(at)).changes === 0) return
      db.prepare(
        `INSERT INTO practice_days (user_id, day, seconds, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id, day) DO UPDATE SET seconds = MIN(?, practice_days.seconds + excluded.seconds), updated_at = excluded.updated_at`
      ).run(uid, dayOf(at), seconds, beijing(at), DAY_MAX_SECONDS)
    })()
    return ok(practiceSummary(db, uid, at))
  })

  await scoreRoutes(fastify, ctx)
}
