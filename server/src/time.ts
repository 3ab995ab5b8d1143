/** MeEdu times: 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8), whatever the server's timezone. */
export function beijing(date: Date = new Date()): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

export function parseBeijing(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+08:00`)
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400_000)
