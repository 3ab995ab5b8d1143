import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { Type } from 'typebox'
import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { WebSocket } from 'ws'
import type { AppContext } from '../../context'
import { checkUserText } from '../../providers/contentCheck'
import { ApiFailure, fail, ok } from '../../http/envelope'
import { userIdOf } from '../../auth/tokens'
import { getUser } from '../../accounts/users'
import { beijing, now, addSeconds, parseBeijing, secondsUntil } from '../../lib/time'
import { shapeA, shapeC } from '../../http/paging'
import { ATTACHMENT_URL_SECONDS, VIDEO_URL_SECONDS, signedMediaUrl, verifiedMediaUid } from '../../catalogue/media'
import { EmptyData, EnvelopeOf, IdParams } from '~types/contract/common'
import * as C from '~types/contract/live'
import { learnerText, sizeOf } from '../common'
import { hubOf } from './hub'
import { registerGoodsComments } from '../goodsComments'
import * as store from './store'
import { assertCanWatch, canWatchCourse, findCourse, findSession, findVideo, hasLiveCourse, isUserBanned, openSignIn, ownsCourse, schedule, type VideoRow } from './store'
import { categoryTree, chatMessageView, fullCourse, listItem } from './views'
import { memberCourseRoutes } from './memberCourses'
import { sendLiveStarts } from './subscribe'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { live } from '~types/endpoints/live'
import { named } from '../../http/plugin'
import { pathOf } from '~types/endpoints/endpoint'
import { bindingFor, masterUrl } from '../../catalogue/hls'
import { findAsset } from '../../media/store'
import { hookSecret } from './engine'
import * as pushes from './pushes'

/** MeEdu's chat socket URL for the client to fill in: the table's path, with MeEdu's placeholder names. */
const CHAT_SOCKET_TEMPLATE = live.chatSocket.path.replace(':cid', ':courseId').replace(':vid', ':videoId')

/** The HLS playlists (not a MeEdu path: `play_url` is whatever URL the server gives). */
const STREAM = '/addons/zhibo/stream'

/** The pre-cut seed broadcast (server/media/live, scripts/gen-media.sh): 6 segments of 4 s, looped. */
const SEGMENT_SECONDS = 4
const SEGMENT_COUNT = 6
/** Segments a live playlist lists (the sliding window). */
const WINDOW = 3
/** The largest frame a chat client may send (bytes); larger ones close the connection (1009). */
const MAX_FRAME_BYTES = 4096

/**
 * The live playlist of a session that started at `startedAt`, at `at`: the last WINDOW segments of the
 * broadcast so far, each one a signed URL of a seed segment (the seed loops, so a discontinuity marks
 * each wrap). Media sequence = segments produced since the start, so the playlist moves with the clock.
 */
function livePlaylist(startedAt: Date, at: Date, segmentUrl: (n: number) => string): string {
  const produced = Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 1000 / SEGMENT_SECONDS))
  const first = Math.max(0, produced - WINDOW + 1)
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENT_COUNT)}`]
  for (let k = first; k <= produced; k++) {
    if (k > first && k % SEGMENT_COUNT === 0) lines.push('#EXT-X-DISCONTINUITY')
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentUrl(k % SEGMENT_COUNT))
  }
  return `${lines.join('\n')}\n`
}

const playlistFile = (videoId: number) => `live/stream-${videoId}.m3u8`
/** The signed name of a pushed session's fragment (never a file of the media folder). */
const segmentFile = (videoId: number, n: number) => `live/stream-${videoId}-${n}.ts`

/** The engine's playlist of a push with each fragment (`<key>-N.ts`) re-pointed: the key never reaches a learner. */
function engineSegments(playlist: string, key: string, url: (n: number) => string): string {
  const name = new RegExp(`^${key}-(\\d+)\\.ts$`)
  return playlist
    .split('\n')
    .map((line) => {
      const m = name.exec(line.trim())
      return m ? url(Number(m[1])) : line
    })
    .join('\n')
}

const wsOrigin = (httpUrl: string) => httpUrl.replace(/^http/, 'ws')

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  const hub = hubOf(ctx.shared)
  await hub.listen()
  const liveUrl = ctx.liveUrl ?? ctx.publicUrl
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } })
  await memberCourseRoutes(fastify, ctx)

  // ---- catalogue (main base) --------------------------------------------------------------------------

  route(app, live.courses, { schema: { query: C.LiveCoursesQuery, response: C.LiveCoursesPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const { total, rows } = await store.coursePage(db, q.cid, q.page, size)
    const items = await Promise.all(rows.map((c) => listItem(db, c)))
    return ok({ data: shapeA(items, total, q.page, size, `${ctx.publicUrl}${pathOf(live.courses)}`), categories: categoryTree(await store.listCategories(db)) })
  })

  route(app, live.courseDetail, { schema: { params: IdParams, response: C.LiveCourseDetail } }, async (req) => {
    const uid = req.learner
    const course = await findCourse(db, req.params.id)
    return ok({ course: await fullCourse(db, course), ...(await schedule(db, course.id)), is_buy: await ownsCourse(db, uid, course) })
  })

  // Course comments: read by anyone, posted by learners who may watch; pages are capped at 200.
  registerGoodsComments(fastify, ctx, {
    endpoints: { list: live.courseComments, post: live.commentCourse },
    table: 'live_comments',
    goodsColumn: 'course_id',
    find: (id) => findCourse(db, id),
    mayComment: (uid, course) => canWatchCourse(db, uid, course),
    maxQuerySize: 100000,
    maxPageSize: 200,
    clean: learnerText,
    created: { schema: EmptyData, body: () => [] }
  })

  // The cashier (ADDONS 1.5): MeEdu's live add-on says `paid` where the others say `buy`.
  buyRoute(app, ctx.kdb, live.buy, {
    schema: { params: IdParams, body: C.LivePaidBody },
    kind: 'live',
    find: (req) => findCourse(db, req.params.id),
    goodsId: (c) => c.id,
    refuse: (c) => (c.charge <= 0 ? '本课程免费，无需购买' : undefined),
    owned: (uid, c) => hasLiveCourse(db, uid, c.id),
    item: (c) => ({ id: c.id, name: c.title, thumb: c.thumb, charge: c.charge })
  })

  // The room: the id is the session's (video) id, as MeEdu routes it.
  route(app, live.play, { schema: { params: IdParams, response: C.LivePlay }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const video = await findVideo(db, req.params.id)
    const course = await findCourse(db, video.course_id)
    await assertCanWatch(db, uid, course)
    const user = await getUser(db, uid)
    const sign = video.status === 1 ? await openSignIn(db, video.id, uid) : undefined
    const vod = await store.replayPosition(db, uid, video.id)
    const stream = await store.streamOf(ctx.kdb, video.id)
    return ok({
      course: { id: course.id, title: course.title, poster: course.thumb },
      video: { id: video.id, course_id: course.id, title: video.title, status: video.status, published_at: video.published_at, duration: video.duration },
      play_url: await playUrl(req, video, uid),
      web_rtc_play_url: '',
      record_exists: video.record_exists,
      record_duration: video.record_exists ? video.duration : 0,
      room_is_ban: video.room_is_ban,
      user_is_ban: (await isUserBanned(db, video.id, uid)) ? 1 : 0,
      sign_in_record: sign ? { ...sign, count_down: secondsUntil(sign.end_at) } : [],
      // Chat is on while the session has not ended (ADDONS 2).
      chat:
        video.status === 2
          ? []
          : {
              connect_url: `${wsOrigin(liveUrl)}${CHAT_SOCKET_TEMPLATE}?token=:token`,
              channel: `live-${video.id}`,
              user: { id: user.id, nick_name: user.nick_name, avatar: user.avatar }
            },
      count_down: video.status === 0 ? secondsUntil(video.published_at) : 0,
      vod_watched_seconds: vod ?? 0,
      push_interrupted: stream?.push_state === 'interrupted' ? 1 : 0,
      replay_pending: video.status === 2 && stream?.replay_status === 'processing' ? 1 : 0
    })
  })

  async function playUrl(req: FastifyRequest, video: VideoRow, uid: number): Promise<C.LivePlay['play_url']> {
    if (video.status === 1) {
      const file = playlistFile(video.id)
      return signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, file, uid, VIDEO_URL_SECONDS).replace(`/media/${file}`, `${STREAM}/${video.id}.m3u8`)
    }
    if (video.status !== 2 || !video.record_exists) return video.status === 2 ? [] : ''
    // The replay: the recording's ladder, encrypted like a lesson; the sandbox's sessions replay the seed file.
    const stream = await store.streamOf(ctx.kdb, video.id)
    const asset = stream?.replay_asset_id ? await findAsset(ctx.kdb, stream.replay_asset_id) : undefined
    if (asset?.status === 'ready') return [{ name: '自适应', url: masterUrl(ctx, asset, { uid, trial: 0, binding: bindingFor(req, uid), address: req.ip }) }]
    return [{ name: '原画', url: signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, 'live/replay.mp4', uid, VIDEO_URL_SECONDS) }]
  }

  // The live HLS playlist, signed for one learner like the media it lists.
  route(app, live.stream, { schema: { params: IdParams } }, async (req, reply) => {
    const video = await store.videoRow(db, req.params.id)
    const uid = video ? verifiedMediaUid(ctx.mediaSecret, playlistFile(video.id), req.query) : null
    if (!video || uid === null) return reply.status(403).type('text/plain; charset=utf-8').send('链接无效或已过期')
    if (video.status !== 1 || !video.started_at) return reply.status(404).type('text/plain; charset=utf-8').send(video.status === 2 ? '直播已结束' : '直播未开始')
    const pushed = await store.streamOf(ctx.kdb, video.id)
    if (pushed?.push_state && pushed.stream_key) {
      // The teacher's push, as the engine cuts it: each fragment re-pointed to a URL signed for the learner.
      const file = path.join(ctx.liveEngine.hlsDir, `${pushed.stream_key}.m3u8`)
      const text = await fs.promises.readFile(file, 'utf8').catch(() => '')
      if (!text) return reply.status(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('直播信号连接中')
      const body = engineSegments(text, pushed.stream_key, (n) => signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, segmentFile(video.id, n), uid, VIDEO_URL_SECONDS).replace(`/media/${segmentFile(video.id, n)}`, `${STREAM}/${video.id}/${n}.ts`))
      return reply.header('Cache-Control', 'no-cache').type('application/vnd.apple.mpegurl').send(body)
    }
    const body = livePlaylist(parseBeijing(video.started_at), now(), (n) => signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, `live/seg-${n}.ts`, uid, VIDEO_URL_SECONDS))
    return reply.header('Cache-Control', 'no-cache').type('application/vnd.apple.mpegurl').send(body)
  })

  // A fragment of the teacher's push, signed for one learner like the playlist that listed it.
  route(app, live.streamSegment, { schema: { params: C.StreamSegmentParams } }, async (req, reply) => {
    const { id, n } = req.params
    const pushed = await store.streamOf(ctx.kdb, id)
    if (!pushed?.stream_key || verifiedMediaUid(ctx.mediaSecret, segmentFile(id, n), req.query) === null) return reply.status(403).type('text/plain; charset=utf-8').send('链接无效或已过期')
    const bytes = await fs.promises.readFile(path.join(ctx.liveEngine.hlsDir, `${pushed.stream_key}-${n}.ts`)).catch(() => null)
    if (!bytes) return reply.status(404).type('text/plain; charset=utf-8').send('分片不存在')
    return reply.header('Cache-Control', 'private, max-age=60').type('video/mp2t').send(bytes)
  })

  // ---- the teacher goes live (OBS, or the mini-program's 开播 page) -----------------------------------

  /** The session, for its own teacher only (the member account the studio linked to the teacher). */
  const teacherSession = async (uid: number, id: number) => {
    const video = await findVideo(db, id)
    if ((await store.teacherUserOf(ctx.kdb, video.id)) !== uid) throw fail('您不是本节直播的讲师')
    return video
  }

  route(app, live.teacherPush, { schema: { params: IdParams, response: C.LivePush }, auth: 'required' }, async (req) => {
    const video = await teacherSession(req.learner, req.params.id)
    const key = await pushes.streamKeyOf(ctx, video.id)
    const stream = await store.streamOf(ctx.kdb, video.id)
    return ok({
      video: { id: video.id, course_id: video.course_id, title: video.title, status: video.status, published_at: video.published_at },
      rtmp_url: ctx.liveEngine.rtmpUrl,
      stream_key: key,
      push_url: `${ctx.liveEngine.rtmpUrl}/${key}`,
      early_start_minutes: (await pushes.liveSettings(ctx)).early_start_minutes,
      pushing: stream?.push_state === 'pushing' ? 1 : 0
    })
  })

  route(app, live.teacherEnd, { schema: { params: IdParams, response: EmptyData }, auth: 'required' }, async (req) => {
    const video = await teacherSession(req.learner, req.params.id)
    if (!(await pushes.endSession(ctx, video.id))) throw fail('直播未在进行中')
    return ok([])
  })

  // ---- the engine's calls: only with this server's hook secret; a refused push gets 403 -----------------

  const secret = hookSecret(ctx.mediaSecret)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))))
  route(app, live.engineHook, { schema: { params: C.EngineHookParams, query: C.EngineHookQuery, body: C.EngineHookBody } }, async (req, reply) => {
    const given = Buffer.from(req.query.s ?? '')
    if (given.length !== secret.length || !crypto.timingSafeEqual(given, Buffer.from(secret))) return reply.status(403).send('forbidden')
    const body = req.body
    const key = body.name ?? ''
    if (req.params.call === 'publish') {
      const refused = await pushes.publish(ctx, key)
      if (refused) req.log.warn({ refused }, 'live push refused')
      return reply.status(refused ? 403 : 200).type('text/plain; charset=utf-8').send(refused ?? 'ok')
    }
    if (req.params.call === 'publish-done') await pushes.publishDone(ctx, key)
    else await pushes.recordDone(ctx, key, String(body.path ?? ''))
    return reply.type('text/plain; charset=utf-8').send('ok')
  })
  pushes.takeReplays(ctx)

  // Attachments open in the browser on the main base (`?token=`), like core's.
  route(app, live.attachDownload, { schema: { params: C.AttachParams }, auth: 'required', tokenInQuery: true }, async (req, reply) => {
    const uid = req.learner
    const { course, video } = await findSession(db, req.params.cid, req.params.vid)
    await assertCanWatch(db, uid, course)
    const file = await store.attachmentPath(db, req.params.id, course.id)
    if (!file || !video) throw fail('课件不存在')
    return reply.redirect(signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, file, uid, ATTACHMENT_URL_SECONDS), 302)
  })

  // ---- the live base (liveApiBase): chat, sign-in, watch records, attachments ---------------------------

  // Its routes are `auth: 'required'`: the learner is set.
  const session = async (req: { learner: number }, params: C.VideoParams) => {
    const uid = req.learner
    const s = await findSession(db, params.cid, params.vid)
    await assertCanWatch(db, uid, s.course)
    return { uid, ...s }
  }

  /** One chat message from a learner (HTTP or a WebSocket frame): the rules and the content check, then stored and pushed. */
  async function sendChat(uid: number, video: VideoRow, raw: string, duration: number): Promise<C.ChatMsgBody> {
    if (video.status === 2) throw fail('直播已结束')
    if (video.room_is_ban) throw fail('全员已禁言')
    if (await isUserBanned(db, video.id, uid)) throw fail('您已被禁言')
    const content = learnerText(raw)
    if (!content) throw fail('请输入消息内容')
    if ([...content].length > C.CHAT_MAX_LENGTH) throw fail(`消息不能超过${C.CHAT_MAX_LENGTH}个字`)
    if (!(await hub.allowSend(video.id, uid, now().getTime()))) throw fail('发言太频繁，请稍后再试')
    await checkUserText(ctx, uid, [content], 4)
    const user = await getUser(db, uid)
    const id = await store.insertChatMessage(db, { video_id: video.id, user_id: uid, nick_name: user.nick_name, role: 'user', content, duration, created_at: beijing() })
    const body: C.ChatMsgBody = { content, nick_name: user.nick_name, role: 'user', chat_id: id, user_id: uid }
    hub.broadcast(video.id, { t: 'message', v: JSON.stringify(body) })
    return body
  }

  route(app, live.sendChat, { schema: { params: C.VideoParams, body: C.ChatSendBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const { uid, video } = await session(req, req.params)
    await sendChat(uid, video, req.body.content, req.body.duration ?? 0)
    return ok([])
  })

  // History for catch-up: newest first, shape C.
  route(app, live.chatMessages, { schema: { params: C.VideoParams, query: C.LiveListQuery, response: C.ChatMessages }, auth: 'required' }, async (req) => {
    const { video } = await session(req, req.params)
    const size = Math.min(sizeOf(req.query, 100), 100)
    const { total, rows } = await store.chatMessagePage(db, video.id, req.query.page, size)
    return ok(shapeC(rows.map(chatMessageView), total))
  })

  route(app, live.signIn, { schema: { params: C.SignInParams, response: EmptyData }, auth: 'required' }, async (req) => {
    const { uid, video } = await session(req, req.params)
    const sign = await store.findSignIn(db, req.params.id, video.id)
    if (!sign) throw fail('签到不存在')
    if (await store.hasSignedIn(db, sign.id, uid)) throw fail('您已签到')
    if (sign.closed || secondsUntil(sign.end_at) <= 0) throw fail('签到已结束')
    // Two taps at once: the record's key takes the first.
    if (!(await store.insertSignInRecord(db, sign.id, uid, beijing()))) throw fail('您已签到')
    return { code: 0, message: '签到成功', data: [] }
  })

  const watchRecord = (kind: 'live' | 'vod', endpoint: typeof live.recordLiveWatch) =>
    route(
      app,
      endpoint,
      { schema: { params: C.VideoParams, body: C.WatchRecordBody, response: EmptyData }, auth: 'required' },
      async (req) => {
        const { uid, video } = await session(req, req.params)
        if (kind === 'live' && video.status !== 1) throw fail('直播未在进行中')
        if (kind === 'vod' && !(video.status === 2 && video.record_exists)) throw fail('暂无回放')
        // The replay's position can go back (the learner seeks); the live's only grows.
        const duration = kind === 'vod' ? Math.min(req.body.duration, video.duration) : req.body.duration
        await store.recordWatch(db, uid, video.id, kind, duration, beijing())
        return ok([])
      }
    )
  watchRecord('live', live.recordLiveWatch)
  watchRecord('vod', live.recordVodWatch)

  route(app, live.attachments, { schema: { params: C.VideoParams, query: C.LiveListQuery, response: Type.Array(C.LiveAttachment) }, auth: 'required' }, async (req) => {
      const { course } = await session(req, req.params)
      // A course's attachments serve all its sessions (the seed hangs them on the first).
      const size = sizeOf(req.query, 100)
      return ok(await store.attachmentPage(db, course.id, req.query.page, size))
    })

  // The chat socket. The token travels in the URL (a browser WebSocket cannot send headers); a refusal is
  // an HTTP answer before the upgrade (401 not logged in, 403 not bought, 404 no such session or ended).
  // A plain HTTP request (no upgrade) gets MeEdu's envelope like any API call.
  const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    reply.status(req.ws ? status : 200).send({ code: status === 401 || status === 404 ? status : 1, message, data: [] })
  // The learner the check before the upgrade let in, so the upgraded socket joins its room at once (a frame
  // broadcast just after the upgrade reaches it).
  const admitted = new WeakMap<FastifyRequest, { id: number; nick_name: string }>()
  // A socket, not a JSON route: registered by hand from its table entry (its refusals are its own).
  app.get(
    live.chatSocket.path,
    {
      websocket: true,
      schema: { params: C.VideoParams },
      config: { tokenInQuery: true },
      // After validation (params typed by the schema), before the handler upgrades the connection.
      preHandler: async (req, reply) => {
        const uid = await userIdOf(db, req)
        if (uid === null) return refuse(req, reply, 401, '请登录')
        try {
          const { course, video } = await findSession(db, req.params.cid, req.params.vid)
          if (video.status === 2) return refuse(req, reply, 404, '直播已结束')
          if (!(await canWatchCourse(db, uid, course))) return refuse(req, reply, 403, '请购买课程后观看')
          admitted.set(req, { id: uid, nick_name: (await getUser(db, uid)).nick_name })
        } catch (e) {
          if (e instanceof ApiFailure) return refuse(req, reply, 404, e.message)
          throw e
        }
      }
    },
    (socket: WebSocket, req) => {
      const user = admitted.get(req)!
      const uid = user.id
      const videoId = req.params.vid
      const leave = hub.join(videoId, { socket, userId: uid })
      socket.on('close', leave)
      hub.broadcast(videoId, { t: 'connect', u: { id: uid, nickname: user.nick_name } })
      const error = (v: string) => socket.send(JSON.stringify({ t: 'error', v } satisfies C.ChatFrame))
      socket.on('message', async (data, isBinary) => {
        let frame: { t?: unknown; v?: unknown; duration?: unknown }
        try {
          frame = isBinary ? null : JSON.parse(String(data))
        } catch {
          frame = {}
        }
        if (!frame || typeof frame !== 'object') return error('消息格式不正确')
        if (frame.t === 'ping') return void socket.send(JSON.stringify({ t: 'pong' }))
        if (frame.t !== 'message' || typeof frame.v !== 'string') return error('消息格式不正确')
        const duration = typeof frame.duration === 'number' && frame.duration >= 0 ? Math.floor(frame.duration) : 0
        const text = frame.v
        Promise.resolve()
          .then(async () => sendChat(uid, await findVideo(db, videoId), text, duration))
          .catch((e: unknown) => {
            if (e instanceof ApiFailure) return error(e.message)
            req.log.error({ err: e }, 'live chat send failed')
          })
      })
    }
  )

  if (ctx.mode !== 'production') await app.register(named(sandbox), ctx)
}

// ---- sandbox: the studio's console, so tests and demos can run a class (never in production) -------------

const SignInBody = Type.Object({ seconds: Type.Optional(Type.Integer({ minimum: 5, maximum: 3600, title: '秒数' })) })
const SayBody = Type.Object({ content: Type.String({ minLength: 1, maxLength: 200, title: '内容' }) })
const BanBody = Type.Object({ user_id: Type.Optional(Type.Integer({ minimum: 1, title: '学员' })), on: Type.Boolean({ title: '禁言' }) })

async function sandbox(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  const hub = hubOf(ctx.shared)
  const S = '/sandbox/live/video/:id'

  const Status = { 200: EnvelopeOf(Type.Object({ status: Type.Integer() })) }
  const SignInCreated = { 200: EnvelopeOf(Type.Object({ id: Type.Integer(), end_at: Type.String(), count_down: Type.Integer() })) }
  const Empty = { 200: EnvelopeOf(EmptyData) }

  app.post(`${S}/start`, { schema: { params: IdParams, response: Status } }, async (req) => {
    const video = await findVideo(db, req.params.id)
    if (video.status !== 0) throw fail(video.status === 1 ? '直播已在进行中' : '直播已结束')
    await store.startSession(db, video.id, beijing())
    hub.broadcast(video.id, { t: 'room-start' })
    return ok({ status: 1 })
  })

  app.post(`${S}/end`, { schema: { params: IdParams, body: Type.Optional(Type.Object({ record: Type.Optional(Type.Boolean()) })), response: Status } }, async (req) => {
    const video = await findVideo(db, req.params.id)
    if (video.status !== 1 || !video.started_at) throw fail('直播未在进行中')
    const seconds = Math.max(1, Math.round((now().getTime() - parseBeijing(video.started_at).getTime()) / 1000))
    const record = req.body?.record !== false
    // The replay is the seed broadcast (24 s); its length is what the learner can watch.
    await store.endSession(db, video.id, beijing(), record ? SEGMENT_SECONDS * SEGMENT_COUNT : seconds, record)
    hub.endRoom(video.id)
    return ok({ status: 2 })
  })

  app.post(`${S}/sign-in`, { schema: { params: IdParams, body: Type.Optional(SignInBody), response: SignInCreated } }, async (req) => {
    const video = await findVideo(db, req.params.id)
    if (video.status !== 1) throw fail('直播未在进行中')
    const endAt = beijing(addSeconds(now(), req.body?.seconds ?? 60))
    const id = await store.insertSignIn(db, video.id, endAt, beijing())
    const seconds = req.body?.seconds ?? 60
    hub.broadcast(video.id, { t: 'sign-in-created', params: { id, end_at: endAt, count_down: seconds } })
    return ok({ id, end_at: endAt, count_down: seconds })
  })

  // The teacher speaks: a message marked `teacher`.
  app.post(`${S}/say`, { schema: { params: IdParams, body: SayBody, response: { 200: EnvelopeOf(C.ChatMsgBody) } } }, async (req) => {
    const video = await findVideo(db, req.params.id)
    const teacher = await store.teacherNameOfCourse(db, video.course_id)
    const content = learnerText(req.body.content)
    const id = await store.insertChatMessage(db, { video_id: video.id, user_id: 0, nick_name: teacher, role: 'teacher', content, duration: 0, created_at: beijing() })
    const body: C.ChatMsgBody = { content, nick_name: teacher, role: 'teacher', chat_id: id, user_id: 0 }
    hub.broadcast(video.id, { t: 'message', v: JSON.stringify(body) })
    return ok(body)
  })

  // Mute one learner (user_id) or the whole room.
  app.post(`${S}/ban`, { schema: { params: IdParams, body: BanBody, response: Empty } }, async (req) => {
    const video = await findVideo(db, req.params.id)
    const { user_id: userId, on } = req.body
    if (userId) {
      await store.muteLearner(db, video.id, userId, on, beijing())
      hub.broadcast(video.id, { t: on ? 'room-user-ban' : 'room-user-un-ban', params: [userId] })
    } else {
      await store.setRoomBan(db, video.id, on)
      hub.broadcast(video.id, { t: on ? 'room-ban' : 'room-un-ban' })
    }
    return ok([])
  })

  app.get(`${S}/room`, { schema: { params: IdParams, response: { 200: EnvelopeOf(Type.Object({ connected: Type.Integer() })) } } }, async (req) => ok({ connected: hub.size(req.params.id) }))
}

/** Closes sign-ins past their deadline and tells the room. */
export async function tick(ctx: AppContext): Promise<void> {
  for (const s of await store.dueSignIns(ctx.kdb, beijing())) {
    if (await store.closeSignIn(ctx.kdb, s.id)) hubOf(ctx.shared).broadcast(s.video_id, { t: 'sign-in-closed', params: { id: s.id } })
  }
  await sendLiveStarts(ctx)
  void pushes.endAbandoned(ctx).catch(() => undefined)
}
