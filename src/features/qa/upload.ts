import Taro from '@tarojs/taro'
import type { Envelope } from '~types/contract/common'
import type { UploadedImage } from '~types/contract/wenda'
import { currentToken } from '../../core/session'
import { urlOf } from '../../core/request'
import { qa } from '~types/endpoints/qa'
import { toast } from '../../core/toast'

/** The server's limit per image (ADDONS 7: answer images at most 2 MB); checked before uploading. */
const IMAGE_MAX_BYTES = 2 * 1024 * 1024

const UPLOAD_TIMEOUT_MS = 30_000


async function uploadOne(filePath: string): Promise<string> {
  const token = currentToken()
  const res = await Taro.uploadFile({
    url: urlOf(qa.uploadImage),
    filePath,
    name: 'file',
    header: token ? { Authorization: `Bearer ${token}` } : {},
    timeout: UPLOAD_TIMEOUT_MS
  })
  let body: Envelope<UploadedImage> | undefined
  try {
    body = JSON.parse(res.data) as Envelope<UploadedImage>
  } catch {
    body = undefined
  }
  if (!body || body.code !== 0) throw new Error(body?.message || '图片上传失败，请重试')
  return body.data.url
}

/**
 * Lets the learner pick up to `room` images, refuses any over 2 MB (saying so), uploads the rest one by
 * one, and returns the URLs that uploaded. Cancelling the picker returns nothing.
 */
export async function pickAndUpload(room: number): Promise<string[]> {
  if (room <= 0) return []
  let files: { path: string; size: number }[]
  try {
    files = (await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFiles
  } catch {
    return []
  }
  const fitting = files.filter((f) => f.size <= IMAGE_MAX_BYTES)
  if (fitting.length < files.length) toast('图片不能超过2MB')
  const urls: string[] = []
  if (fitting.length) Taro.showLoading({ title: '上传中...', mask: true })
  try {
    for (const f of fitting.slice(0, room)) urls.push(await uploadOne(f.path))
  } catch (e) {
    toast((e as Error).message)
  } finally {
    if (fitting.length) Taro.hideLoading()
  }
  return urls
}
