/**
 * Resumable upload of a lesson video by the tus protocol (the server's `mediaUpload`; tus-js-client is not
 * installed, and the protocol is three requests): create, then PATCH the file in pieces from the offset the
 * server holds; after a dropped connection, HEAD asks for that offset and the upload goes on from there.
 */
import { mediaUpload } from '../../../types/endpoints/admin/media'
import { ApiError, tusRequest } from './request'

/** Pieces of 5 MB: progress after each, and a drop costs at most one piece. */
const PIECE_BYTES = 5 * 1024 * 1024
/** Dropped connections survived in a row before the upload gives up. */
const RESUMES = 3

/** tus metadata values are base64 of UTF-8 (file names are Chinese). */
const base64 = (text: string) => btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''))

const offsetOf = (res: Response) => Number(res.headers.get('Upload-Offset'))

/** Uploads `file` for lesson `lessonId`; `onProgress` gets 0..1 after each piece. Answers the new media asset's id. */
export async function uploadLessonVideo(file: Blob & { name: string }, lessonId: number, onProgress: (done: number) => void, pieceBytes = PIECE_BYTES): Promise<number> {
  const metadata = `lesson_id ${base64(String(lessonId))},filename ${base64(file.name)}`
  const created = await tusRequest(mediaUpload.path, 'POST', { 'Upload-Length': String(file.size), 'Upload-Metadata': metadata })
  const location = created.headers.get('Location')
  if (!location) throw new ApiError(created.status, '上传失败，请稍后重试')
  let offset = 0
  let resumes = 0
  for (;;) {
    try {
      const res = await tusRequest(location, 'PATCH', { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, file.slice(offset, offset + pieceBytes))
      offset = offsetOf(res)
      resumes = 0
      onProgress(offset / file.size)
      if (offset >= file.size) return Number(res.headers.get('Media-Asset-Id'))
    } catch (e) {
      // Only a dropped connection is resumed; a refusal (not a video, no permission) is the answer.
      if (!(e instanceof ApiError) || e.status !== 0 || resumes >= RESUMES) throw e
      resumes += 1
      offset = offsetOf(await tusRequest(location, 'HEAD', {}))
    }
  }
}
