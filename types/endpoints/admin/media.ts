/**
 * 视频库 (ours, in MeEdu's 素材库 group): the transcoding queue's assets and a failed job's retry. The list
 * is MeEdu's 素材库-视频-列表 (`media.video.list`); what adds or redoes video takes MeEdu's video-upload
 * permission (`video.upload.tencent.token`, the first of its two). The upload itself is the tus protocol at
 * `mediaUpload.path`, not a JSON endpoint, behind the same permission (server/src/admin/media/upload.ts).
 */
import type { Static } from 'typebox'
import { adminEndpoint, type AdminAccess } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Media from '../../contract/admin/media'

const UPLOAD_ACCESS = 'video.upload.tencent.token' satisfies AdminAccess

export const adminMedia = {
  assets: adminEndpoint<{ query: Static<typeof Media.MediaAssetQuery>; response: Static<typeof Media.MediaAssetList> }>('GET', '/backend/api/v1/media/jobs', 'media.video.list'),
  retry: adminEndpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Common.EmptyData> }>('POST', '/backend/api/v1/media/jobs/:id/retry', UPLOAD_ACCESS)
} as const

/** The resumable upload (tus 1.0.0: POST to create, HEAD to resume, PATCH the bytes) and who may use it. */
export const mediaUpload = { path: '/media/upload', access: UPLOAD_ACCESS } as const
