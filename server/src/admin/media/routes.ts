/** 视频库: the transcoding queue's assets, a failed job's retry, and the resumable upload (upload.ts). */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminMedia } from '~types/endpoints/admin/media'
import { MediaAssetList, MediaAssetQuery } from '~types/contract/admin/media'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail } from '../../http/envelope'
import { masterUrl } from '../../catalogue/hls'
import { assetPage } from '../../media/store'
import { adminRoute } from '../route'
import { uploadRoutes } from './upload'
import { assetView } from './views'

const EMPTY: [] = []

export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  adminRoute(app, ctx.kdb, adminMedia.assets, { schema: { query: MediaAssetQuery, response: MediaAssetList } }, async (req) => {
    const { total, rows } = await assetPage(ctx.kdb, req.query.page ?? 1, req.query.size ?? 10)
    // A preview for the one who asked: bound to their address, like a visitor's lesson.
    const preview = (id: number) => masterUrl(ctx, { id }, { uid: null, trial: 0, binding: 'a', address: req.ip })
    return { total, data: rows.map((a) => assetView(a, a.status === 'ready' ? preview(a.id) : '')) }
  })

  adminRoute(app, ctx.kdb, adminMedia.retry, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    if (!(await ctx.media.retry(req.params.id))) throw fail('只有失败的任务可以重试')
    return EMPTY
  })

  await uploadRoutes(app, ctx)
}
