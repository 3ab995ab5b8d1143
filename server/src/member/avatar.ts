import crypto from 'crypto'
import sharp from 'sharp'
import type { AppContext } from '../context'
import { fail, throttled } from '../http/envelope'

/**
 * Avatars: every upload is decoded and re-encoded by sharp (a 256 px square, metadata
 * dropped), so what is served is only pixels: a GIF/HTML or PNG/script polyglot loses its payload. The
 * replaced file is deleted, and uploads are limited per learner.
 */
const AVATAR_SIZE = 256
const AVATAR_UPLOADS_PER_HOUR = 10

/** Counts one upload for the learner (in every server process); throws code 429 past the hourly limit. */
export async function assertAvatarQuota(ctx: AppContext, userId: number): Promise<void> {
  const uploads = ctx.shared.limiter('avatar', { limit: AVATAR_UPLOADS_PER_HOUR, windowMs: 3600_000 })
  if (!(await uploads.hit(String(userId)))) throw throttled('头像修改太频繁，请稍后再试')
}

/** Re-encodes `bytes`, stores the result under a random name, points the learner at it, removes the old one. */
export async function storeAvatar(ctx: AppContext, userId: number, bytes: Buffer, ext: 'jpg' | 'png' | 'gif' | 'webp'): Promise<void> {
  let image: Buffer
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, animated: false }).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    image = await (ext === 'jpg' ? pipeline.jpeg({ quality: 85 }) : pipeline.png()).toBuffer()
  } catch {
    throw fail('头像图片无法识别，请换一张')
  }
  const name = `avatars/${crypto.randomUUID()}.${ext === 'jpg' ? 'jpg' : 'png'}`
  await ctx.files.media.put(name, image)
  const { avatar: previous } = await ctx.kdb.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow()
  await ctx.kdb.updateTable('users').set({ avatar: `${ctx.publicUrl}/media/${name}` }).where('id', '=', userId).execute()
  // Only a file this server stored (our prefix, a plain name): never a path taken from elsewhere.
  const own = new RegExp(`^${ctx.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/avatars/([\\w-]+\\.(?:jpg|png|gif|webp))$`).exec(previous ?? '')
  if (own) await ctx.files.media.delete(`avatars/${own[1]}`)
}
