/**
 * Ours, in MeEdu's 素材库 place: the studio's uploaded and recorded videos and their transcoding jobs, as the
 * console's 视频库 shows them (server/src/admin/media): each with its state, progress, the reason it failed,
 * what takes it once ready, and (ready) a preview of its HLS ladder signed for the viewer's address.
 */
import { Type } from 'typebox'
import { Enum } from '../common'
import { AdminListOf, AdminPaging } from './common'

const MediaAsset = Type.Object({
  id: Type.Integer(),
  status: Enum(['queued', 'processing', 'ready', 'failed']),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: Type.String(),
  attempts: Type.Integer(),
  duration: Type.Integer(),
  source_name: Type.String(),
  target_kind: Enum(['', 'lesson', 'live_replay']),
  target_id: Type.Integer(),
  renditions: Type.Array(Type.String()),
  /** The master playlist, signed for the viewer's address for a while; empty until the ladder is ready. */
  hls_url: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String()
})

export const MediaAssetList = AdminListOf(MediaAsset)
export const MediaAssetQuery = AdminPaging
