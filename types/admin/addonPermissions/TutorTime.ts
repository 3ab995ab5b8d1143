/** 辅导时长's console permissions (ours). */
export const TUTOR_TIME_PERMISSIONS = [
  ['addons.TutorTime.packages', '辅导时长-套餐-列表', '辅导时长', 'GET', '^addons\\/TutorTime\\/packages$'],
  ['addons.TutorTime.packages.store', '辅导时长-套餐-添加', '辅导时长', 'POST', '^addons\\/TutorTime\\/packages$'],
  ['addons.TutorTime.packages.update', '辅导时长-套餐-编辑', '辅导时长', 'PUT', 'addons/TutorTime/packages/\\d+'],
  ['addons.TutorTime.packages.destroy', '辅导时长-套餐-删除', '辅导时长', 'DELETE', 'addons/TutorTime/packages/\\d+'],
  ['addons.TutorTime.records', '辅导时长-学员时长与记录', '辅导时长', 'GET', '(^addons\\/TutorTime\\/learners$|^addons\\/TutorTime\\/records$)'],
  ['addons.TutorTime.records.adjust', '辅导时长-调整学员时长', '辅导时长', 'POST', 'addons/TutorTime/learners/\\d+/adjust']
] as const
