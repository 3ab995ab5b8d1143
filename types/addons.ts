/**
 * The add-on names (`other/config.enabled_addons`, as MeEdu's clients test them) the app knows: one type
 * for both sides. The app's add-on table (src/addons.ts) declares each with its flags and goods (a name
 * without a row there does not compile); the server (server/src/addons/types.ts) implements some of them. `Snapshot` and `ke` are MeEdu add-ons the
 * app only gates on.
 */
export type AddonName =
  | 'Zhibo'
  | 'MeeduBooks'
  | 'MeeduTopics'
  | 'Paper'
  | 'LearnPaths'
  | 'Wenda'
  | 'MultiLevelShare'
  | 'CodeExchanger'
  | 'Snapshot'
  | 'ke'
  | 'DaySignIn'
  | 'Credit1Mall'
  | 'MiaoSha'
  | 'TuanGou'
  | 'TutorTime'
  | 'Cert'
  | 'PianoAudio'
  | 'Homework'

/** Each add-on's name as staff read it in the console (插件 list, menus gated by an add-on). */
export const ADDON_TITLES: Record<AddonName, string> = {
  Zhibo: '直播',
  MeeduBooks: '电子书',
  MeeduTopics: '图文',
  Paper: '考试',
  LearnPaths: '学习路径',
  Wenda: '问答',
  MultiLevelShare: '推广',
  CodeExchanger: '兑换码',
  Snapshot: '学习截图',
  ke: '课程',
  DaySignIn: '签到',
  Credit1Mall: '积分商城',
  MiaoSha: '秒杀',
  TuanGou: '拼团',
  TutorTime: '辅导时长',
  Cert: '证书',
  PianoAudio: '钢琴曲库',
  Homework: '作业与老师'
}
