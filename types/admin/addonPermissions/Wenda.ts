/** 问答's console permissions (ours: MeEdu's add-on admin is closed). */
export const WENDA_PERMISSIONS = [
  ['addons.Wenda.questions', '问答-问题-列表', '问答', 'GET', '^addons\\/Wenda\\/questions$'],
  ['addons.Wenda.answers', '问答-回答-列表', '问答', 'GET', '^addons\\/Wenda\\/answers$'],
  ['addons.Wenda.answers.review', '问答-回答-隐藏与删除', '问答', 'POST', 'addons/Wenda/answers/review']
] as const
