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
