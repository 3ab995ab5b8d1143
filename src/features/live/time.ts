import type { LiveMemberCourse } from '~types/contract/live'

/** "11月25日 20:00" from a server datetime "YYYY-MM-DD HH:mm:ss" (already Beijing time). */
export function startTimeText(value: string): string {
  const m = /^\d{4}-(\d\d)-(\d\d) (\d\d:\d\d)/.exec(value)
  return m ? `${Number(m[1])}月${Number(m[2])}日 ${m[3]}` : value
}

/** The room's countdown as MeEdu words it: "d天h小时m分s秒" (leading zero units left out). */
export function roomCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const d = Math.floor(s / 86400)
  const h = Math.floor((s % 86400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  return `${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${m}分${s % 60}秒`
}

/** "1:02:03" / "58:00" for a duration in seconds. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  return h ? `${h}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` : `${Math.floor(s / 60)}:${pad(s % 60)}`
}

/** A member course's next class as the learning tab says it: 已结课, 直播中, the next class with its start, or ''. */
export function nextClassText(c: Pick<LiveMemberCourse['course'], 'status' | 'next_video'>): string {
  if (c.status === 2) return '已结课'
  if (Array.isArray(c.next_video)) return ''
  if (c.status === 1) return `直播中：${c.next_video.title}`
  return `下节：${c.next_video.title} · ${startTimeText(c.next_video.published_at)} 开播`
}
