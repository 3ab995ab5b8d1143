/** Times staff type in a form or a spreadsheet (a VIP's or a promo code's expiry). Plain TypeScript: the console imports it. */

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** A typed time as stored: 'YYYY-MM-DD' means the end of that day; null when it is no date. */
export function typedTime(value: string): string | null {
  const m = TIME.exec(value)
  if (!m) return null
  const [, y, mo, d, h = '23', mi = '59', s = m[4] ? '00' : '59'] = m
  const probe = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s))
  if (probe.getUTCMonth() !== +mo - 1 || probe.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`
}
