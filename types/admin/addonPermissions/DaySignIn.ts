/** 签到's console permissions (ours: MeEdu's add-on admin is closed). */
export const DAY_SIGN_IN_PERMISSIONS = [
  ['addons.DaySignIn.rewards', '签到-奖励规则-查看', '签到', 'GET', '^addons\\/DaySignIn\\/rewards$'],
  ['addons.DaySignIn.rewards.update', '签到-奖励规则-编辑', '签到', 'PUT', '^addons\\/DaySignIn\\/rewards$'],
  ['addons.DaySignIn.records', '签到-签到记录', '签到', 'GET', '^addons\\/DaySignIn\\/records$']
] as const
