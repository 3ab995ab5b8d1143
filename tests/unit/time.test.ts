import dayjs from 'dayjs'
import { formatDate, parseServerTime, relativeTime } from '../../src/utils/time'

const NOW = dayjs('2026-11-22 12:00:00')
const ago = (seconds: number) => NOW.subtract(seconds, 'second').format('YYYY-MM-DD HH:mm:ss')

describe('relativeTime thresholds (SPEC sections 5 and 9)', () => {
  it.each([
    [0, '刚刚'],
    [299, '刚刚'],
    [300, '5分钟前'],
    [3599, '59分钟前'],
    [3600, '1小时前'],
    [86399, '23小时前'],
    [86400, '1天前'],
    [30 * 86400, '30天前'],
    [30 * 86400 + 1, '1个月前'],
    [364 * 86400, '12个月前'],
    [365 * 86400, '1年前'],
    [3 * 365 * 86400, '3年前']
  ])('%i s ago -> %s', (seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(expected)
  })

  it('reads a future time (clock skew) as 刚刚 and nonsense as empty', () => {
    expect(relativeTime(NOW.add(10, 'minute').format('YYYY-MM-DD HH:mm:ss'), NOW)).toBe('刚刚')
    expect(relativeTime('not a date', NOW)).toBe('')
    expect(relativeTime(undefined, NOW)).toBe('')
  })
})

describe('ISO timestamps longer than 19 characters get the 8-hour correction', () => {
  it('corrects a UTC ISO string to Beijing wall-clock time', () => {
    expect(parseServerTime('2026-11-22T04:00:00.000000Z').format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 12:00:00')
    expect(relativeTime('2026-11-22T04:00:00.000000Z', NOW)).toBe('刚刚')
  })
  it('leaves a 19-character time as it is', () => {
    expect(parseServerTime('2026-11-22T04:00:00').format('HH:mm')).toBe('04:00')
    expect(parseServerTime('2026-11-22 04:00:00').format('HH:mm')).toBe('04:00')
  })
  it('formats dates', () => {
    expect(formatDate('2027-01-05 23:59:59')).toBe('2027-01-05')
    expect(formatDate('')).toBe('')
  })
})
