/** Lesson and chapter rows to MeEdu's admin shapes (types/contract/admin/lessons.ts). */
import type { AdminVideo, Chapter } from '~types/contract/admin/lessons'
import type { ChapterRow, VideoListRow } from './store'

const flag = (n: number) => (n ? 1 : 0) as 0 | 1

export const chapterView = (r: ChapterRow): Chapter => ({ id: r.id, course_id: r.course_id, title: r.title, sort: r.sort })

export const videoView = (r: VideoListRow): AdminVideo => ({
  id: r.id,
  course_id: r.course_id,
  chapter_id: r.chapter_id,
  title: r.title,
  slug: r.slug,
  url: r.media,
  media_asset_id: r.media_asset_id ?? 0,
  view_num: r.view_num,
  short_description: '',
  published_at: r.published_at,
  charge: r.charge,
  duration: r.duration,
  is_ban_sell: flag(r.is_ban_sell),
  free_seconds: r.free_seconds,
  ban_drag: flag(r.ban_drag),
  sort: r.sort,
  chapter: r.chapter_title === null ? null : { id: r.chapter_id, title: r.chapter_title },
  course: r.course_title === null ? null : { id: r.course_id, title: r.course_title, thumb: r.course_thumb ?? '', charge: r.course_charge ?? 0 }
})
