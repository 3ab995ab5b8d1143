import sharp from 'sharp'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, notFound } from '../../http/envelope'
import { pageQuery, shapeC } from '../../http/paging'
import { readSite } from '../../system/site'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/engagement'
import { route } from '../../http/route'
import { certificateSvg, type Held } from './views'
import { cert as certEndpoints } from '../../../../types/endpoints/cert'





export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, certEndpoints.certs, { schema: { query: C.AddonListQuery, response: C.MemberCerts }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.size ?? req.query.page_size ?? 10
    const { total, rows } = pageQuery<{ id: number; created_at: string; cert_id: number; name: string; template_image: string }>(
      db,
      { select: 'u.id, u.created_at, c.id AS cert_id, c.name, c.template_image', from: 'user_certs u JOIN certs c ON c.id = u.cert_id WHERE u.user_id = ?', order: 'u.created_at DESC, u.id DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok(shapeC(rows.map((r) => ({ id: r.id, created_at: r.created_at, cert: { id: r.cert_id, name: r.name, template_image: r.template_image } })), total))
  })

  // The learner's own certificate as a PNG (only theirs: another id is "not found", never someone else's).
  route(app, certEndpoints.download, { schema: { params: IdParams }, auth: 'required' }, async (req, reply) => {
    const uid = req.learner
    const held = db
      .prepare(
        `SELECT u.id, u.serial, u.created_at, c.name, c.description, c.color, us.nick_name, p.real_name
         FROM user_certs u JOIN certs c ON c.id = u.cert_id JOIN users us ON us.id = u.user_id
         LEFT JOIN user_profiles p ON p.user_id = u.user_id WHERE u.id = ? AND u.user_id = ?`
      )
      .get(req.params.id, uid) as Held | undefined
    if (!held) throw notFound('证书不存在')
    const png = await sharp(Buffer.from(certificateSvg(held, readSite(db).name))).png().toBuffer()
    reply.header('content-type', 'image/png')
    reply.header('cache-control', 'private, no-store')
    // The certificate's own name when saved (RFC 6266: an ASCII fallback, then the UTF-8 name).
    reply.header('content-disposition', `inline; filename="certificate-${held.id}.png"; filename*=UTF-8''${encodeURIComponent(`${held.name}.png`)}`)
    return reply.send(png)
  })
}

