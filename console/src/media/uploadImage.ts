/** An image into the library (MeEdu's `POST /backend/api/v1/media/image?scene=`): checked here first, as the server checks it. */
import { adminImages } from '../../../types/endpoints/admin/images'
import { IMAGE_MAX_BYTES, type ImageScene } from '../../../types/admin/catalogue'
import { callWithForm } from '../api/request'

/** What the server accepts, judged here by type and size so staff hear it before the upload. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type)) return '请上传图片文件（JPG、PNG、GIF、WEBP）'
  if (file.size > IMAGE_MAX_BYTES) return `图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`
  return null
}

export async function uploadImage(file: Blob, name: string, scene: ImageScene) {
  const form = new FormData()
  form.append('file', file, name)
  return callWithForm(adminImages.upload, form, { scene })
}
