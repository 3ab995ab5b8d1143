import { nextClassText, startTimeText } from '../../src/features/live/time'

describe('live times as the learner reads them', () => {
  it('a start time is month, day and the Beijing clock; anything else is shown as given', () => {
    expect(startTimeText('2026-11-05 09:30:00')).toBe('11月5日 09:30')
    expect(startTimeText('soon')).toBe('soon')
  })

  it('the next class: 已结课 when every session ended, on air, the next start, or nothing', () => {
    const next = { id: 6, title: '第2讲 降D大调夜曲', published_at: '2026-12-24 20:00:00' }
    expect(nextClassText({ status: 2, next_video: [] })).toBe('已结课')
    expect(nextClassText({ status: 1, next_video: next })).toBe('直播中：第2讲 降D大调夜曲')
    expect(nextClassText({ status: 0, next_video: next })).toBe('下节：第2讲 降D大调夜曲 · 12月24日 20:00 开播')
    expect(nextClassText({ status: 0, next_video: [] })).toBe('')
  })
})
