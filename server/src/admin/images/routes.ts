/**
 * The image library (MeEdu 4.9.13: MediaImageController and UploadBus). An upload is judged by its bytes
 * (JPG, PNG, GIF or WEBP, at most 5 MB), then encoded again at no more than 2400 px a side
 * (lib/reencodeImage.ts): what is served is pixels only, never a polyglot's payload.
 */
import crypto from 'crypto'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminImages } from '~types/endpoints/admin/images'
import * as I from '~types/contract/admin/images'
import { EmptyData } from '~types/contract/common'
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from '~types/admin/catalogue'
import { fail } from '../../http/envelope'
import { imageExtension } from '../../lib/uploads'
import { reencodeImage } from '../../lib/reencodeImage'
import { adminRoute } from '../route'
import * as store from './store'

const EMPTY: [] = []
/** Where the library's files live in the media folder (public, like covers: media.ts). */
const FOLDER = 'images'
const OWN_FILE = /^images\/[\w-]+\.(jpg|png)$/

const imageView = (r: store.ImageRow): I.MediaImage => ({ ...r, category_id: 0 })

/** The upload's display name: its file name without tags or control characters, at most 100 characters. */
const displayName = (filename: string) =>
  [...filename.replace(/<[^>]*>/g, '')]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 100) || '图片'

export async function imageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminImages.images, { schema: { query: I.ImageListQuery, response: I.ImageList } }, async (req) => {
    const { page = 1, size = 10, scene, name } = req.query
    const { rows, total } = await store.listImages(db, { scene: scene || undefined, name }, page, size)
    return { data: rows.map(imageView), total }
  })

  // The multipart parser in a scope of its own, limited to one image.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2 } })
    adminRoute(scope, db, adminImages.upload, { schema: { query: I.ImageUploadQuery, response: I.ImageUploaded }, log: { module: 'admin-media-image', opt: 'STORE' } }, async (req) => {
      if (!req.isMultipart()) throw fail('请上传文件')
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fail('请上传文件')
      const bytes = await file.toBuffer().catch(() => null)
      if (!bytes || file.file.truncated) throw fail('图片不能超过5MB')
      const kind = imageExtension(bytes)
      if (!kind) throw fail('请上传图片文件（JPG、PNG、GIF、WEBP）')
      const out = await reencodeImage(bytes, kind, IMAGE_MAX_SIDE, 85)
      if (!out) throw fail('图片无法识别，请换一张')
      const relative = `${FOLDER}/${crypto.randomUUID()}.${out.ext}`
      await ctx.files.media.put(relative, out.data)
      const url = `${ctx.publicUrl}/media/${relative}`
      const name = displayName(file.filename)
      const id = await store.addImage(db, {
        scene: req.query.scene,
        name,
        path: relative,
        url,
        size: out.data.length,
        width: out.width,
        height: out.height,
        operator_id: req.admin.id,
        operator: req.admin.name
      })
      return { path: relative, url, disk: 'public', name, media_image_id: id }
    })
  })

  adminRoute(app, db, adminImages.deleteImages, { schema: { body: I.ImageIdsBody, response: EmptyData }, log: { module: 'admin-media-image', opt: 'DESTROY' } }, async (req) => {
    const ids = [...new Set(req.body.ids)]
    const rows = await store.imagesByIds(db, ids)
    if (rows.length !== ids.length) throw fail('图片不存在')
    await store.deleteImages(db, ids)
    // A course or block still showing the image shows a broken picture, as in MeEdu's library.
    for (const r of rows) if (OWN_FILE.test(r.path)) await ctx.files.media.delete(r.path)
    return EMPTY
  })
}
