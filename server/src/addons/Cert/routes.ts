import sharp from 'sharp'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, notFound } from '../../http/envelope'
import { shapeC } from '../../http/paging'
import { readSite } from '../../system/site'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/engagement'
import { route } from '../../http/route'
import { certificateSvg, heldCertView } from './views'
import { heldCert, heldCertPage } from './store'
import { cert as certEndpoints } from '~types/endpoints/cert'





export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, certEndpoints.certs, { schema: { query: C.AddonListQuery, response: C.MemberCerts }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.size ?? req.query.page_size ?? 10
    const { total, rows } = await heldCertPage(db, uid, req.query.page, size)
    return ok(shapeC(rows.map(heldCertView), total))
  })

  // The learner's own certificate as a PNG (only theirs: another id is "not found", never someone else's).
  route(app, certEndpoints.download, { schema: { params: IdParams }, auth: 'required', tokenInQuery: true }, async (req, reply) => {
    const uid = req.learner
    const held = await heldCert(db, uid, req.params.id)
    if (!held) throw notFound('证书不存在')
    const png = await sharp(Buffer.from(certificateSvg(held, (await readSite(db)).name))).png().toBuffer()
    reply.header('content-type', 'image/png')
    reply.header('cache-control', 'private, no-store')
    // The certificate's own name when saved (RFC 6266: an ASCII fallback, then the UTF-8 name).
    reply.header('content-disposition', `inline; filename="certificate-${held.id}.png"; filename*=UTF-8''${encodeURIComponent(`${held.name}.png`)}`)
    return reply.send(png)
  })
}

