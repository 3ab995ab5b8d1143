/**
 * The studio's clock: the server stores and compares times as Beijing wall-clock text (the house's one time
 * zone), so "today" and "now" in the console are Beijing's whatever the zone of the computer it runs on.
 * A console in UTC asked for 统计 up to its own today at 02:00 Beijing and left out the day's orders.
 */
import dayjs, { type Dayjs } from 'dayjs'

const BEIJING_OFFSET_MIN = 8 * 60

/** Now, as a Dayjs whose fields read Beijing's wall clock (format it, take its day; do not send its epoch). */
export const beijingNow = (at = Date.now()): Dayjs => dayjs(at + (BEIJING_OFFSET_MIN + new Date(at).getTimezoneOffset()) * 60_000)
