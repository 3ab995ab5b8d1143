import type { Asset } from '../../media/store'

/** An asset as 视频库 lists it; `hlsUrl` is the preview the route signed (empty until the ladder is ready). */
export const assetView = (a: Asset, hlsUrl: string) => ({
  id: a.id,
  status: a.status,
  progress: a.progress,
  error: a.error,
  attempts: a.attempts,
  duration: a.duration,
  source_name: a.sourceName,
  target_kind: a.targetKind,
  target_id: a.targetId,
  renditions: a.renditions.map((r) => r.name),
  hls_url: hlsUrl,
  created_at: a.createdAt,
  updated_at: a.updatedAt
})
