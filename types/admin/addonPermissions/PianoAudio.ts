/** 钢琴曲库's console permissions (ours: MeEdu has no such add-on). */
export const PIANO_AUDIO_PERMISSIONS = [
  ['addons.PianoAudio.categories', '钢琴曲库-分类-列表', '钢琴曲库', 'GET', '^addons\\/PianoAudio\\/categories$'],
  ['addons.PianoAudio.categories.store', '钢琴曲库-分类-添加', '钢琴曲库', 'POST', '^addons\\/PianoAudio\\/categories$'],
  ['addons.PianoAudio.categories.update', '钢琴曲库-分类-编辑', '钢琴曲库', 'PUT', '^addons\\/PianoAudio\\/categories\\/\\d+$'],
  ['addons.PianoAudio.categories.destroy', '钢琴曲库-分类-删除', '钢琴曲库', 'DELETE', '^addons\\/PianoAudio\\/categories\\/\\d+$'],
  ['addons.PianoAudio.tracks', '钢琴曲库-曲目-列表', '钢琴曲库', 'GET', '^addons\\/PianoAudio\\/tracks$'],
  ['addons.PianoAudio.tracks.store', '钢琴曲库-曲目-添加', '钢琴曲库', 'POST', '^addons\\/PianoAudio\\/tracks$'],
  ['addons.PianoAudio.tracks.update', '钢琴曲库-曲目-编辑', '钢琴曲库', 'GET|PUT', '^addons\\/PianoAudio\\/tracks\\/\\d+$'],
  ['addons.PianoAudio.tracks.destroy', '钢琴曲库-曲目-删除', '钢琴曲库', 'DELETE', '^addons\\/PianoAudio\\/tracks\\/\\d+$'],
  ['addons.PianoAudio.audio.upload', '钢琴曲库-音频-上传', '钢琴曲库', 'POST', '^addons\\/PianoAudio\\/audio$'],
  ['addons.PianoAudio.scores', '钢琴曲库-乐谱-查看', '钢琴曲库', 'GET', '^addons\\/PianoAudio\\/tracks\\/\\d+\\/score$'],
  ['addons.PianoAudio.scores.upload', '钢琴曲库-乐谱-上传', '钢琴曲库', 'POST', '^addons\\/PianoAudio\\/tracks\\/\\d+\\/score$'],
  ['addons.PianoAudio.scores.bars', '钢琴曲库-乐谱-小节时间', '钢琴曲库', 'PUT', '^addons\\/PianoAudio\\/tracks\\/\\d+\\/score\\/bars$'],
  ['addons.PianoAudio.lessons', '钢琴曲库-关联课时-列表', '钢琴曲库', 'GET', '(^addons\\/PianoAudio\\/tracks\\/\\d+\\/lessons$|^addons\\/PianoAudio\\/exercises$)'],
  ['addons.PianoAudio.lessons.link', '钢琴曲库-关联课时-编辑', '钢琴曲库', 'PUT|DELETE', '^addons\\/PianoAudio\\/lessons\\/\\d+\\/score$'],
  ['addons.PianoAudio.listenExercises', '钢琴曲库-听音练习-列表', '钢琴曲库', 'GET', '^addons\\/PianoAudio\\/listen-exercises$'],
  ['addons.PianoAudio.listenExercises.store', '钢琴曲库-听音练习-添加', '钢琴曲库', 'POST', '^addons\\/PianoAudio\\/listen-exercises$'],
  ['addons.PianoAudio.listenExercises.update', '钢琴曲库-听音练习-编辑', '钢琴曲库', 'GET|PUT', '^addons\\/PianoAudio\\/listen-exercises\\/\\d+$'],
  ['addons.PianoAudio.listenExercises.destroy', '钢琴曲库-听音练习-删除', '钢琴曲库', 'DELETE', '^addons\\/PianoAudio\\/listen-exercises\\/\\d+$']
] as const
