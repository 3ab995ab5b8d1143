import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import type { AppContext } from '../context'
import { platformOf, userIdOf } from '../auth/tokens'
import { mediaSignature, verifiedMediaUid, VIDEO_URL_SECONDS } from './media'
import { findAsset, type Asset } from '../media/store'
import { named } from '../http/plugin'

/**
 * Encrypted HLS, protected like MeEdu's encrypted VOD. The master playlist and each rendition's playlist
 * are made per request for one learner: the segments (AES-128 encrypted) are signed media URLs, and the
 * key URL is signed for that learner, short-lived, and bound to them:
 * - `b=t` (H5, where hls.js sends the learner's token with the key request): the request must carry the
 *   token of the learner it was signed for;
 * - `b=a` (WeChat's own video player, which sends no header, and visitors): the request must come from the
 *   address the playlist was asked from.
 * A trial (`t=` seconds) lists only the segments that start before the trial point: a cut of the one
 * ladder, not a second file. Every parameter is inside the signature, so none can be changed.
 */
const HLS_PREFIX = '/media/hls'
/** The key URL lives this long from the moment its playlist was served. */
const KEY_URL_SECONDS = 300

type Binding = 't' | 'a'

interface HlsGrant {
  uid: number | null
  /** Trial seconds; 0 for the whole lesson. */
  trial: number
  binding: Binding
  /** The client's address (bound into `b=a` signatures). */
  address: string
}

/** Which binding a playinfo request gets: the mini-program's player and visitors are bound by address. */
export function bindingFor(req: FastifyRequest, uid: number | null): Binding {
  return uid === null || platformOf(req) === 'MINI' ? 'a' : 't'
}

/** The signed string of one HLS resource: its path and every parameter that shapes it. */
const signedName = (assetId: number, part: string, g: Pick<HlsGrant, 'trial' | 'binding' | 'address'>) =>
  `hls/${assetId}/${part}?t=${g.trial}&b=${g.binding}${g.binding === 'a' ? `&a=${g.address}` : ''}`

const query = (secret: Buffer, assetId: number, part: string, g: HlsGrant, seconds: number) =>
  `${mediaSignature(secret, signedName(assetId, part, g), g.uid, seconds)}&t=${g.trial}&b=${g.binding}`

/** The master playlist's URL for one learner (playinfo's answer, a replay's play_url). */
export function masterUrl(ctx: AppContext, asset: Pick<Asset, 'id'>, g: HlsGrant): string {
  return `${ctx.publicUrl}${HLS_PREFIX}/${asset.id}/master.m3u8?${query(ctx.mediaSecret, asset.id, 'master.m3u8', g, VIDEO_URL_SECONDS)}`
}

/** A rendition playlist cut at the trial point (segments starting before it), its key and segments re-pointed. */
function rewriteRendition(playlist: string, trial: number, keyUrl: string, segmentUrl: (file: string) => string): string {
  const out: string[] = []
  let start = 0
  let pendingDuration = -1
  for (const line of playlist.split('\n')) {
    if (line.startsWith('#EXT-X-KEY:')) out.push(line.replace(/URI="[^"]*"/, `URI="${keyUrl}"`))
    else if (line.startsWith('#EXTINF:')) {
      pendingDuration = Number(/^#EXTINF:([\d.]+)/.exec(line)?.[1] ?? 0)
      if (trial > 0 && start >= trial) break
      out.push(line)
    } else if (line && !line.startsWith('#')) {
      out.push(segmentUrl(line.trim()))
      start += pendingDuration
    } else if (line === '#EXT-X-ENDLIST') continue
    else if (line) out.push(line)
  }
  out.push('#EXT-X-ENDLIST')
  return `${out.join('\n')}\n`
}

async function readText(ctx: AppContext, key: string): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of ctx.media.storage.get(key)) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** What a playlist or key URL carries; any of it may be missing or wrong (then 403, never a validation answer). */
const HlsQuery = Type.Object({
  uid: Type.Optional(Type.String({ maxLength: 20, title: '播放者' })),
  exp: Type.Optional(Type.String({ maxLength: 20, title: '链接有效期' })),
  sig: Type.Optional(Type.String({ maxLength: 100, title: '链接签名' })),
  t: Type.Optional(Type.String({ maxLength: 20, title: '试看秒数' })),
  b: Type.Optional(Type.String({ maxLength: 20, title: '绑定方式' }))
})
const AssetParams = Type.Object({ id: Type.String() })
const RungParams = Type.Object({ id: Type.String(), rung: Type.String() })

/** The grant a request's query carries, when its signature holds for `part` of the asset. */
function grantOf(ctx: AppContext, req: { query: Static<typeof HlsQuery>; ip: string }, assetId: number, part: string): HlsGrant | null {
  const q = req.query
  const trial = Number(q.t ?? 0)
  const binding = q.b === 'a' ? 'a' : q.b === 't' ? 't' : null
  if (!binding || !Number.isSafeInteger(trial) || trial < 0) return null
  const g = { trial, binding, address: req.ip } as const
  const uid = verifiedMediaUid(ctx.mediaSecret, signedName(assetId, part, g), q)
  return uid === null ? null : { ...g, uid: uid || null }
}

const refuse = (reply: FastifyReply) => reply.status(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('链接无效或已过期，请返回课程重新打开')
const M3U8 = 'application/vnd.apple.mpegurl'

/** The playlist and key routes (server-only paths under /media, beside the static files). */
export const hlsRoutes = named(async (fastify: FastifyInstance, ctx: AppContext) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const ready = async (id: string) => {
    const asset = /^\d{1,12}$/.test(id) ? await findAsset(ctx.kdb, Number(id)) : undefined
    return asset?.status === 'ready' ? asset : undefined
  }

  app.get(`${HLS_PREFIX}/:id/master.m3u8`, { schema: { params: AssetParams, querystring: HlsQuery } }, async (req, reply) => {
    const asset = await ready(req.params.id)
    const g = asset && grantOf(ctx, req, asset.id, 'master.m3u8')
    if (!asset || !g) return refuse(reply)
    const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS']
    for (const r of asset.renditions) {
      lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}`)
      lines.push(`${ctx.publicUrl}${HLS_PREFIX}/${asset.id}/${r.name}/index.m3u8?${query(ctx.mediaSecret, asset.id, `${r.name}/index.m3u8`, g, VIDEO_URL_SECONDS)}`)
    }
    return reply.header('Cache-Control', 'private, no-store').type(M3U8).send(`${lines.join('\n')}\n`)
  })

  app.get(`${HLS_PREFIX}/:id/:rung/index.m3u8`, { schema: { params: RungParams, querystring: HlsQuery } }, async (req, reply) => {
    const asset = await ready(req.params.id)
    const rung = asset?.renditions.find((r) => r.name === req.params.rung)
    const g = asset && rung && grantOf(ctx, req, asset.id, `${rung.name}/index.m3u8`)
    if (!asset || !rung || !g) return refuse(reply)
    const keyUrl = `${ctx.publicUrl}${HLS_PREFIX}/${asset.id}/key?${query(ctx.mediaSecret, asset.id, 'key', g, KEY_URL_SECONDS)}`
    const segment = (file: string) => {
      const key = `${asset.dir}${rung.name}/${file}`
      return ctx.media.storage.url(key, mediaSignature(ctx.mediaSecret, key, g.uid, VIDEO_URL_SECONDS))
    }
    const body = rewriteRendition(await readText(ctx, `${asset.dir}${rung.name}/stream.m3u8`), g.trial, keyUrl, segment)
    return reply.header('Cache-Control', 'private, no-store').type(M3U8).send(body)
  })

  // The key: only to the learner it was signed for (their token, or their address), before it expires.
  app.get(`${HLS_PREFIX}/:id/key`, { schema: { params: AssetParams, querystring: HlsQuery } }, async (req, reply) => {
    const asset = await ready(req.params.id)
    const g = asset && grantOf(ctx, req, asset.id, 'key')
    if (!asset || !g) return refuse(reply)
    if (g.binding === 't' && g.uid !== null && (await userIdOf(ctx.kdb, req)) !== g.uid) return refuse(reply)
    return reply.header('Cache-Control', 'private, no-store').type('application/octet-stream').send(asset.key)
  })
}, 'hls')
