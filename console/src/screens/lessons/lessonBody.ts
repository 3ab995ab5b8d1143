/** The lesson form's values as MeEdu's CourseVideoRequest takes them; 试看 off sends no trial seconds; a picked asset replaces a legacy file. */
import { beijingNow } from '../../beijing'
import type { VideoBody } from '../../../../types/contract/admin/lessons'
import { formatMoment } from '../../forms/fields'

export interface LessonFormValues {
  chapter_id?: number
  title: string
  /** The 视频库 asset the lesson plays. */
  media_asset_id?: number
  /** A lesson made before the 视频库: its file, kept until an asset is picked. */
  url?: string
  duration: number
  trial: 0 | 1
  free_seconds?: number
  published_at?: string
}

export function lessonBody(courseId: number, v: LessonFormValues): VideoBody {
  return {
    course_id: courseId,
    chapter_id: v.chapter_id ?? 0,
    title: v.title.trim(),
    media_asset_id: v.media_asset_id ?? 0,
    url: v.media_asset_id ? '' : (v.url ?? '').trim(),
    duration: v.duration,
    free_seconds: v.trial === 1 ? (v.free_seconds ?? 0) : 0,
    published_at: v.published_at || formatMoment(beijingNow())
  }
}
