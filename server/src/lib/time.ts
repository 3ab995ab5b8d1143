/**
 * THE server clock. Every time-based business rule (flash-sale start and end, the time limit to pay,
 * group deadlines, promo-code and VIP expiry, order times) reads `now()`. Outside production the sandbox
 * can move it forward (`POST /sandbox/clock/advance`, docs/API.md), so tests and browser journeys see a
 * deadline pass without sleeping. It never moves backwards, and production never moves it at all (the
 * sandbox routes are not registered there).
 */
let offsetMs = 0

/** The current time on the server clock. */
export const now = (): Date => new Date(Date.now() + offsetMs)

/** A forward move of `seconds` in milliseconds (the clock never moves back). */
export function clockStepMs(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error('The clock only moves forward')
  return Math.round(seconds * 1000)
}

/** Moves the clock forward by `seconds` (sandbox only); returns the new offset in seconds. */
export function advanceClock(seconds: number): number {
  offsetMs += clockStepMs(seconds)
  return offsetMs / 1000
}

/** Brings the offset up to `ms` when it is behind (another process moved the shared clock); never back. */
export function catchUpClock(ms: number): void {
  if (Number.isFinite(ms) && ms > offsetMs) offsetMs = ms
}

/** How far the clock runs ahead of the wall clock, in seconds. */
export const clockOffset = (): number => offsetMs / 1000

/** Back to the wall clock (test isolation). */
export function resetClock(): void {
  offsetMs = 0
}

/** MeEdu times: 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8), whatever the server's timezone. */
export function beijing(date: Date = now()): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

export function parseBeijing(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+08:00`)
}

/** Whole seconds from the server clock's now until `value` (a Beijing datetime); never negative. */
export function secondsUntil(value: string, from: Date = now()): number {
  return Math.max(0, Math.ceil((parseBeijing(value).getTime() - from.getTime()) / 1000))
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400_000)
export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)
