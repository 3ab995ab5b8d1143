/** 考试's console permissions (ours: MeEdu's add-on admin is closed). */
export const PAPER_PERMISSIONS = [
  ['addons.Paper.questions', '考试-题库-列表', '考试', 'GET', '(^addons\\/Paper\\/questions$|^addons\\/Paper\\/questions\\/export$|^addons\\/Paper\\/categories$)'],
  ['addons.Paper.questions.store', '考试-题库-添加', '考试', 'POST', '(^addons\\/Paper\\/questions$|^addons\\/Paper\\/questions\\/audio$)'],
  ['addons.Paper.questions.update', '考试-题库-编辑', '考试', 'GET|PUT', 'addons/Paper/questions/\\d+'],
  ['addons.Paper.questions.destroy', '考试-题库-删除', '考试', 'DELETE', 'addons/Paper/questions/\\d+'],
  ['addons.Paper.questions.import', '考试-题库-导入', '考试', 'GET|POST', '^addons\\/Paper\\/questions\\/import'],
  ['addons.Paper.papers', '考试-试卷-列表与成绩', '考试', 'GET', '(^addons\\/Paper\\/papers$|^addons\\/Paper\\/papers\\/\\d+\\/stats$)'],
  ['addons.Paper.papers.store', '考试-试卷-添加', '考试', 'POST', '^addons\\/Paper\\/papers$'],
  ['addons.Paper.papers.update', '考试-试卷-编辑', '考试', 'GET|PUT', 'addons/Paper/papers/\\d+$'],
  ['addons.Paper.papers.destroy', '考试-试卷-删除', '考试', 'DELETE', 'addons/Paper/papers/\\d+$'],
  ['addons.Paper.mocks', '考试-模拟试卷-列表', '考试', 'GET', '^addons\\/Paper\\/mocks$'],
  ['addons.Paper.mocks.store', '考试-模拟试卷-添加', '考试', 'POST', '^addons\\/Paper\\/mocks$'],
  ['addons.Paper.mocks.update', '考试-模拟试卷-编辑', '考试', 'GET|PUT', 'addons/Paper/mocks/\\d+$'],
  ['addons.Paper.mocks.destroy', '考试-模拟试卷-删除', '考试', 'DELETE', 'addons/Paper/mocks/\\d+$'],
  ['addons.Paper.practices', '考试-练习-列表', '考试', 'GET', '^addons\\/Paper\\/practices$'],
  ['addons.Paper.practices.store', '考试-练习-添加', '考试', 'POST', '^addons\\/Paper\\/practices$'],
  ['addons.Paper.practices.update', '考试-练习-编辑', '考试', 'GET|PUT', 'addons/Paper/practices/\\d+$'],
  ['addons.Paper.practices.destroy', '考试-练习-删除', '考试', 'DELETE', 'addons/Paper/practices/\\d+$'],
  ['addons.Paper.marking', '考试-阅卷-列表', '考试', 'GET', 'addons/Paper/marking'],
  ['addons.Paper.marking.grade', '考试-阅卷-评分', '考试', 'POST', 'addons/Paper/marking/\\d+']
] as const
