/** 学习路径's console permissions (ours: MeEdu's add-on admin is closed). */
export const LEARN_PATHS_PERMISSIONS = [
  ['addons.LearnPaths.categories', '学习路径-分类-列表', '学习路径', 'GET', '^addons\\/LearnPaths\\/categories$'],
  ['addons.LearnPaths.categories.store', '学习路径-分类-添加', '学习路径', 'POST', '^addons\\/LearnPaths\\/categories$'],
  ['addons.LearnPaths.categories.update', '学习路径-分类-编辑', '学习路径', 'PUT', 'addons/LearnPaths/categories/\\d+'],
  ['addons.LearnPaths.categories.destroy', '学习路径-分类-删除', '学习路径', 'DELETE', 'addons/LearnPaths/categories/\\d+'],
  ['addons.LearnPaths.paths', '学习路径-路径-列表', '学习路径', 'GET', '^addons\\/LearnPaths\\/paths$'],
  ['addons.LearnPaths.paths.store', '学习路径-路径-添加', '学习路径', 'POST', '^addons\\/LearnPaths\\/paths$'],
  ['addons.LearnPaths.paths.update', '学习路径-路径-编辑', '学习路径', 'GET|PUT', '^addons\\/LearnPaths\\/paths\\/\\d+$'],
  ['addons.LearnPaths.paths.destroy', '学习路径-路径-删除', '学习路径', 'DELETE', '^addons\\/LearnPaths\\/paths\\/\\d+$'],
  ['addons.LearnPaths.steps', '学习路径-步骤-查看', '学习路径', 'GET', '(^addons\\/LearnPaths\\/paths\\/\\d+\\/steps$|^addons\\/LearnPaths\\/goods$)'],
  ['addons.LearnPaths.steps.update', '学习路径-步骤-编辑', '学习路径', 'POST|PUT|DELETE', '(addons/LearnPaths/paths/\\d+/steps|addons/LearnPaths/steps/\\d+)'],
  ['addons.LearnPaths.buyers', '学习路径-购买学员', '学习路径', 'GET', 'addons/LearnPaths/paths/\\d+/buyers']
] as const
