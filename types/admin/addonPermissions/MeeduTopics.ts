/** 图文's console permissions (ours: MeEdu's add-on admin is closed). */
export const MEEDU_TOPICS_PERMISSIONS = [
  ['addons.MeeduTopics.categories', '图文-分类-列表', '图文', 'GET', '^addons\\/MeeduTopics\\/categories$'],
  ['addons.MeeduTopics.categories.store', '图文-分类-添加', '图文', 'POST', '^addons\\/MeeduTopics\\/categories$'],
  ['addons.MeeduTopics.categories.update', '图文-分类-编辑', '图文', 'PUT', 'addons/MeeduTopics/categories/\\d+'],
  ['addons.MeeduTopics.categories.destroy', '图文-分类-删除', '图文', 'DELETE', 'addons/MeeduTopics/categories/\\d+'],
  ['addons.MeeduTopics.topics', '图文-列表', '图文', 'GET', '^addons\\/MeeduTopics\\/topics$'],
  ['addons.MeeduTopics.topics.store', '图文-添加', '图文', 'POST', '^addons\\/MeeduTopics\\/topics$'],
  ['addons.MeeduTopics.topics.update', '图文-编辑', '图文', 'GET|PUT', 'addons/MeeduTopics/topics/\\d+'],
  ['addons.MeeduTopics.topics.destroy', '图文-删除', '图文', 'DELETE', 'addons/MeeduTopics/topics/\\d+'],
  ['addons.MeeduTopics.comments', '图文-评论-列表', '图文', 'GET', '^addons\\/MeeduTopics\\/comments$'],
  ['addons.MeeduTopics.comments.review', '图文-评论-隐藏与删除', '图文', 'POST', 'addons/MeeduTopics/comments/review']
] as const
