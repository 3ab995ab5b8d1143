/** 作业与老师 (Homework): its console permissions, in PERMISSIONS's shape. */
export const HOMEWORK_PERMISSIONS = [
  ["addons.Homework.teachers", "作业与老师-老师-列表", "作业与老师", "GET", "^addons\\/Homework\\/teachers$"],
  ["addons.Homework.teachers.store", "作业与老师-老师-设为老师", "作业与老师", "POST", "^addons\\/Homework\\/teachers$"],
  ["addons.Homework.teachers.destroy", "作业与老师-老师-移除", "作业与老师", "POST", "^addons\\/Homework\\/teachers\\/\\d+\\/remove$"],
  ["addons.Homework.learners", "作业与老师-学员-列表", "作业与老师", "GET", "^addons\\/Homework\\/learners$"],
  ["addons.Homework.learners.assign", "作业与老师-学员-分配老师", "作业与老师", "PUT", "^addons\\/Homework\\/learners\\/\\d+\\/teacher$"],
  ["addons.Homework.assignments", "作业与老师-作业-列表", "作业与老师", "GET", "^addons\\/Homework\\/assignments$"],
  ["addons.Homework.waiting", "作业与老师-待点评", "作业与老师", "GET", "^addons\\/Homework\\/waiting$"],
  ["addons.Homework.settings", "作业与老师-设置", "作业与老师", "GET", "^addons\\/Homework\\/settings$"],
  ["addons.Homework.settings.update", "作业与老师-设置-保存", "作业与老师", "PUT", "^addons\\/Homework\\/settings$"],
] as const
