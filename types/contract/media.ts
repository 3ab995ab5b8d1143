/**
 * Ours: the transcoding queue's jobs as the studio console shows them (server/src/media): each upload or
 * recording with its state, progress, the reason it failed, and what takes it once ready.
 */
import { Type, type Static } from 'typebox'
import { Enum, ListCOf } from './common'

const MediaJob = Type.Object({
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
  created_at: Type.String(),
  updated_at: Type.String()
})
export type MediaJob = Static<typeof MediaJob>

export const MediaJobs = ListCOf(MediaJob)
export type MediaJobs = Static<typeof MediaJobs>

export const MediaJobsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1, title: '页码' }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20, title: '每页数量' })
})
export type MediaJobsQuery = Static<typeof MediaJobsQuery>
