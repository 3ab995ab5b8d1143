import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { ok, fail, notFound, unauthorized } from '../../http/envelope'
import { getUser, isVip } from '../../accounts/users'
import { beijing, now } from '../../lib/time'
import { shapeA } from '../../http/paging'
import { signedMediaUrl } from '../../catalogue/media'
import { sizeOf } from '../common'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/pianoAudio'
import { scoreRoutes } from './scores'
import * as store from './store'
import { dayOf, practiceSummary } from './views'
import { route } from '../../http/route'
import { pianoAudio as pianoAudioEndpoints } from '~types/endpoints/pianoAudio'
import { pathOf } from '~types/endpoints/endpoint'

/** Long enough to listen, loop and come back to a track during one practice session. */
const AUDIO_URL_SECONDS = 4 * 3600
/** Most a learner can log for one day (a report beyond it is kept at this). */
const DAY_MAX_SECONDS = 24 * 3600

async function trackOr404(db: Db, id: number) {
  const t = await store.findTrack(db, id)
  if (!t) throw notFound('曲目不存在')
  return t
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, pianoAudioEndpoints.index, { schema: { response: C.AudioIndex } }, async () => {
    return ok({ categories: await store.listCategories(db), featured: await store.featuredTracks(db) })
  })

  // A category's tracks (by level, then the studio's order), or a search over the library.
  route(app, pianoAudioEndpoints.tracks, { schema: { query: C.TracksQuery, response: C.TracksPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q, 20)
    const { total, rows } = await store.trackPage(db, { category_id: q.category_id, level: q.level, keywords: q.keywords?.trim() }, q.page, size)
    return ok(shapeA(rows, total, q.page, size, `${ctx.publicUrl}${pathOf(pianoAudioEndpoints.tracks)}`))
  })

  // Like a lesson's playinfo: free tracks for anyone, member tracks for an active VIP only (a visitor is
  // asked to log in); the URL is signed for this learner (server/src/catalogue/media.ts).
  route(app, pianoAudioEndpoints.trackPlayInfo, { schema: { params: IdParams, response: C.TrackPlayInfo } }, async (req) => {
    const uid = req.learner
    const { media, ...track } = await trackOr404(db, req.params.id)
    if (track.is_member === 1) {
      if (uid === null) throw unauthorized()
      if (!isVip(await getUser(db, uid))) throw fail('开通VIP会员后即可收听')
    }
    return ok({ track, url: signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, media, uid, AUDIO_URL_SECONDS) })
  })

  route(app, pianoAudioEndpoints.practice, { schema: { response: C.PracticeSummary }, auth: 'required' }, async (req) => ok(practiceSummary(await store.practiceDays(db, req.learner), now())))

  // Adds practised seconds to today's row (one report at most 10 minutes; a day at most 24 hours).
  route(app, pianoAudioEndpoints.logPractice, { schema: { body: C.PracticeBody, response: C.PracticeSummary }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { seconds, source, target_id: target, client_id: clientId } = req.body
    if (source === 'audio' && !target) throw fail('请选择练习的曲目')
    if (source === 'audio' && target) await trackOr404(db, target)
    if (source === 'lesson' && (!target || !(await store.videoExists(db, target)))) throw fail('课时不存在')
    if (source === 'listen' && (!target || !(await store.exerciseExists(db, target)))) throw fail('练习不存在')
    const at = now()
    await store.addPractice(db, { uid, day: dayOf(at), seconds, clientId, at: beijing(at), dayMax: DAY_MAX_SECONDS })
    return ok(practiceSummary(await store.practiceDays(db, uid), at))
  })

  await scoreRoutes(fastify, ctx)
}
