/** 直播's console permissions (ours: MeEdu's add-on admin is closed). */
export const ZHIBO_PERMISSIONS = [
  ['addons.Zhibo.courses', '直播-课程-列表', '直播', 'GET', '(^addons\\/Zhibo\\/courses$|^addons\\/Zhibo\\/options$)'],
  ['addons.Zhibo.courses.store', '直播-课程-添加', '直播', 'POST', '^addons\\/Zhibo\\/courses$'],
  ['addons.Zhibo.courses.update', '直播-课程-编辑', '直播', 'GET|PUT', '^addons\\/Zhibo\\/courses\\/\\d+$'],
  ['addons.Zhibo.courses.destroy', '直播-课程-删除', '直播', 'DELETE', '^addons\\/Zhibo\\/courses\\/\\d+$'],
  ['addons.Zhibo.classes', '直播-课次-日历', '直播', 'GET', '(^addons\\/Zhibo\\/classes$|^addons\\/Zhibo\\/classes\\/\\d+$)'],
  ['addons.Zhibo.classes.store', '直播-课次-排课', '直播', 'POST', '^addons\\/Zhibo\\/classes$'],
  ['addons.Zhibo.classes.update', '直播-课次-编辑', '直播', 'PUT', '^addons\\/Zhibo\\/classes\\/\\d+$'],
  ['addons.Zhibo.classes.destroy', '直播-课次-删除', '直播', 'DELETE', '^addons\\/Zhibo\\/classes\\/\\d+$'],
  ['addons.Zhibo.classes.push', '直播-课次-推流地址与推流码', '直播', 'GET|POST', 'addons/Zhibo/classes/\\d+/push'],
  ['addons.Zhibo.chat', '直播-聊天-查看', '直播', 'GET', 'addons/Zhibo/classes/\\d+/chat$'],
  ['addons.Zhibo.chat.moderate', '直播-聊天-禁言与删除', '直播', 'POST|DELETE', '(addons/Zhibo/classes/\\d+/chat/\\d+|addons/Zhibo/classes/\\d+/mute)'],
  ['addons.Zhibo.attendance', '直播-签到与出勤', '直播', 'GET', 'addons/Zhibo/classes/\\d+/attendance'],
  ['addons.Zhibo.classes.replay', '直播-回放-发布', '直播', 'POST', 'addons/Zhibo/classes/\\d+/replay/publish']
] as const
