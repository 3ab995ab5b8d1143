/** A class's state as the console shows it (MeEdu's 0 未开始, 1 直播中, 2 已结束). */
export const CLASS_STATUS = {
  0: { text: '未开始', color: 'blue' },
  1: { text: '直播中', color: 'red' },
  2: { text: '已结束', color: 'default' }
} as const

/** The replay as the engine and the pipeline left it. */
export const REPLAY_TEXT: Record<string, string> = { '': '暂无回放', processing: '回放生成中', published: '已发布', held: '待发布', failed: '生成失败' }
