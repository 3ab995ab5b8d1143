/** Calendar days as the console's reports count them (Beijing dates), shared by 工作台 and 统计. */
import { beijing } from '../lib/time'

/** The Beijing date of a moment as 'YYYY-MM-DD'. */
export const dateOf = (d: Date): string => beijing(d).slice(0, 10)

/** The days of [from, to] as 'YYYY-MM-DD' (Beijing), each once. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86400_000) out.push(new Date(t).toISOString().slice(0, 10))
  return out
}
