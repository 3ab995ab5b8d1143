import type { LiveCourseDetail, LiveVideo } from '~types/contract/live'
import { durationText, startTimeText } from './time'

export interface ScheduleChapter {
  id: number
  name: string
  videos: LiveVideo[]
}

/** The sessions grouped for display: those without a chapter first, then chapter by chapter. */
export function scheduleOf(d: Pick<LiveCourseDetail, 'chapters' | 'videos'>): ScheduleChapter[] {
  const groups: ScheduleChapter[] = []
  if (d.videos['0']?.length) groups.push({ id: 0, name: '', videos: d.videos['0'] })
  for (const c of d.chapters) if (d.videos[String(c.id)]?.length) groups.push({ ...c, videos: d.videos[String(c.id)] })
  return groups
}

/** A session's state as the schedule says it (ADDONS 2, `video.status`). */
export function sessionLabel(v: LiveVideo): string {
  if (v.status === 1) return '直播中'
  if (v.status === 0) return `${startTimeText(v.published_at)} 开播`
  if (v.record_exists === 1) return `已结束 ${durationText(v.duration)} · 回放`
  return '直播已结束'
}

/** A session that can be opened: not an ended one without a replay ("直播已结束"). */
export const canOpen = (v: LiveVideo) => !(v.status === 2 && v.record_exists !== 1)

/** The session "进入直播间" opens: the one live now, else the next one, else the latest replay. */
export function currentSession(groups: ScheduleChapter[]): LiveVideo | undefined {
  const all = groups.flatMap((g) => g.videos)
  return all.find((v) => v.status === 1) ?? all.find((v) => v.status === 0) ?? [...all].reverse().find(canOpen)
}
