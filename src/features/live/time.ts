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
