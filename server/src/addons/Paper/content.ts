/**
 * Demo exam content of a piano studio (考级): the question bank (theory, ear training with generated
 * audio in server/media/audio/exam, general knowledge), papers, mock papers and practice sets.
 */
import type { CapSubQuestion, QuestionType } from '~types/contract/paper'

/** Categories: [id, parent, scope, name]. Question categories group the wrong book and feed the draws. */
export const EXAM_CATEGORIES: [number, number, 'question' | 'paper' | 'mock' | 'practice', string][] = [
  [1, 0, 'question', '基本乐理'],
  [11, 1, 'question', '音程'],
  [12, 1, 'question', '和弦'],
  [13, 1, 'question', '节奏节拍'],
  [14, 1, 'question', '调式调号'],
  [2, 0, 'question', '听音练耳'],
  [21, 2, 'question', '音程听辨'],
  [22, 2, 'question', '和弦听辨'],
  [23, 2, 'question', '节奏听辨'],
  [3, 0, 'question', '音乐常识'],
  [31, 3, 'question', '作曲家与作品'],
  [32, 3, 'question', '演奏术语'],
  [4, 0, 'paper', '考级乐理'],
  [41, 4, 'paper', '初级（一至三级）'],
  [42, 4, 'paper', '中级（四至六级）'],
  [5, 0, 'paper', '竞赛'],
  [6, 0, 'mock', '考级模拟'],
  [61, 6, 'mock', '全真模拟'],
  [62, 6, 'mock', '专项模拟'],
  [7, 0, 'practice', '章节练习'],
  [71, 7, 'practice', '乐理'],
  [72, 7, 'practice', '听音'],
  [73, 7, 'practice', '常识']
]

export interface SeedQuestion {
  key: string
  category: number
  type: QuestionType
  score: number
  content: string
  options?: string[]
  answer: string
  remark: string
  audio?: { file: string; seconds: number; maxPlays: number }
}

const Q: SeedQuestion[] = []
const add = (q: SeedQuestion) => (Q.push(q), q.key)
const single = (key: string, category: number, content: string, options: string[], right: number, remark: string, score = 2) =>
  add({ key, category, type: 1, score, content, options, answer: `option${right}`, remark })
const multi = (key: string, category: number, content: string, options: string[], right: number[], remark: string, score = 3) =>
  add({ key, category, type: 2, score, content, options, answer: right.map((n) => `option${n}`).join(','), remark })
const judge = (key: string, category: number, content: string, right: boolean, remark: string, score = 2) =>
  add({ key, category, type: 5, score, content, answer: right ? '1' : '0', remark })
const fill = (key: string, category: number, content: string, blanks: [string, number][], remark: string) =>
  add({ key, category, type: 3, score: blanks.reduce((s, b) => s + b[1], 0), content, answer: JSON.stringify(blanks.map(([a, s]) => ({ a, s }))), remark })
const essay = (key: string, category: number, content: string, reference: string, score = 10) => add({ key, category, type: 4, score, content, answer: reference, remark: reference })
const cap = (key: string, category: number, header: string, questions: CapSubQuestion[], remark: string) =>
  add({ key, category, type: 6, score: questions.reduce((s, q) => s + q.score, 0), content: JSON.stringify({ header, questions }), answer: '', remark })
const listen = (key: string, file: string, seconds: number, maxPlays = 3) => {
  Q.find((x) => x.key === key)!.audio = { file: `audio/exam/${file}.mp3`, seconds, maxPlays }
}
const p = (s: string) => `<p>${s}</p>`

// ---- 音程 ----
single('i1', 11, p('C 到 E 的音程是？'), ['小三度', '大三度', '纯四度', '增二度'], 2, 'C–E 包含两个全音（四个半音），为大三度。')
single('i2', 11, p('纯五度包含几个半音？'), ['5 个', '6 个', '7 个', '8 个'], 3, '纯五度 = 三个全音加一个半音，共 7 个半音。')
single('i3', 11, p('E 到 F 的音程是？'), ['小二度', '大二度', '增一度', '减三度'], 1, 'E–F 是自然半音，小二度。')
single('i4', 11, p('大三度转位后成为？'), ['大六度', '小六度', '小三度', '纯五度'], 2, '转位：度数相加为 9，大变小，故为小六度。')
multi('i5', 11, p('下列哪些音程是协和音程？'), ['纯五度', '大三度', '大七度', '纯八度'], [1, 2, 4], '纯一、四、五、八度和大小三、六度是协和音程；大七度是不协和音程。')
judge('i6', 11, p('增四度和减五度都包含 6 个半音。'), true, '二者都是三全音，等音程。')
judge('i7', 11, p('C 到 B 是大六度。'), false, 'C–B 是大七度。')
fill('i8', 11, p('纯四度转位后是（　　）度，小二度转位后是（　　）度。'), [['纯五|纯5', 2], ['大七|大7', 2]], '转位后度数之和为 9，纯不变，大小互换。')

// ---- 和弦 ----
single('c1', 12, p('C 大三和弦由哪三个音组成？'), ['C E G', 'C E♭ G', 'C F A', 'C E G♯'], 1, '大三和弦：根音上方大三度加纯五度。')
single('c2', 12, p('A 小三和弦的三音是？'), ['C♯', 'C', 'E', 'G'], 2, 'A 小三和弦为 A C E，三音是 C。')
single('c3', 12, p('属七和弦建立在调式的第几级上？'), ['Ⅰ级', 'Ⅳ级', 'Ⅴ级', 'Ⅶ级'], 3, '属七和弦建立在属音（Ⅴ级）上。')
multi('c4', 12, p('C 大调中哪些是主要三和弦？'), ['C E G', 'F A C', 'G B D', 'D F A'], [1, 2, 3], '主要三和弦：主（Ⅰ）、下属（Ⅳ）、属（Ⅴ）。')
judge('c5', 12, p('减三和弦由两个小三度叠置而成。'), true, '减三和弦 = 小三度 + 小三度。')
judge('c6', 12, p('大三和弦的第一转位叫四六和弦。'), false, '第一转位是六和弦，第二转位才是四六和弦。')
fill('c7', 12, p('G 大三和弦的三个音是 G、（　　）、（　　）。'), [['B', 1], ['D', 1]], 'G 大三和弦为 G B D。')

// ---- 节奏节拍 ----
single('r1', 13, p('4/4 拍中，一个附点二分音符占几拍？'), ['2 拍', '2.5 拍', '3 拍', '4 拍'], 3, '二分音符 2 拍，附点增加一半，共 3 拍。')
single('r2', 13, p('3/4 拍的强弱规律是？'), ['强 弱 弱', '强 弱 次强 弱', '强 强 弱', '弱 强 弱'], 1, '三拍子：强、弱、弱。')
single('r3', 13, p('6/8 拍属于哪类拍子？'), ['单拍子', '复拍子', '混合拍子', '散拍子'], 2, '6/8 由两个 3/8 组成，是复拍子。')
multi('r4', 13, p('下列哪些是单拍子？'), ['2/4', '3/4', '6/8', '4/4'], [1, 2], '单拍子每小节只有一个强拍：2/4、3/4、3/8 等；4/4 是复拍子。')
judge('r5', 13, p('切分音会改变原有的强弱规律。'), true, '切分音使弱拍或弱位的音延续到强拍，强弱发生变化。')
judge('r6', 13, p('三连音是把一拍平均分成三份来演奏。'), true, '三连音：将音符均分为三部分代替原来的两部分。')
essay('r7', 13, p('请说明在练习曲中如何用节拍器练习不稳定的十六分音符段落，可附上你的练习记录照片。'), '先慢速（如 ♩=60）分手练习，保证每个音时值均匀；再逐步提速，每次 4–8 格；用重音移位法练习；最后合手并回到原速。')

// ---- 调式调号 ----
single('k1', 14, p('一个升号的大调是？'), ['D 大调', 'G 大调', 'F 大调', 'A 大调'], 2, '升号调按 G D A E B 顺序，一个升号是 G 大调。')
single('k2', 14, p('降 B 大调有几个降号？'), ['1 个', '2 个', '3 个', '4 个'], 2, '降号顺序 B E A D，降 B 大调有 B♭、E♭ 两个降号。')
single('k3', 14, p('C 大调的关系小调是？'), ['c 小调', 'e 小调', 'a 小调', 'd 小调'], 3, '关系大小调调号相同，C 大调与 a 小调。')
single('k4', 14, p('和声小调的特征音是升高的第几级？'), ['Ⅲ级', 'Ⅴ级', 'Ⅵ级', 'Ⅶ级'], 4, '和声小调升高Ⅶ级，产生导音。')
multi('k5', 14, p('下列哪些调的调号有两个升号？'), ['D 大调', 'b 小调', 'A 大调', 'e 小调'], [1, 2], 'D 大调与其关系小调 b 小调都是两个升号。')
judge('k6', 14, p('F 大调的调号是一个降号（B♭）。'), true, 'F 大调：一个降号 B♭。')
judge('k7', 14, p('e 小调与 G 大调是同主音调。'), false, 'e 小调与 G 大调是关系调；同主音调是 G 大调与 g 小调。')
cap('k8', 14, '<p>阅读下面的调号（两个升号：F♯、C♯），回答问题。</p>', [
  { type: 1, content: '该调号对应的大调是？', option1: 'G 大调', option2: 'D 大调', option3: 'A 大调', score: 2, answer: 'option2', remark: '两个升号为 D 大调。' },
  { type: 5, content: '它的关系小调是 b 小调。', score: 2, answer: '1', remark: 'D 大调的关系小调是 b 小调。' },
  { type: 2, content: '下列哪些音在该调中需要升高？', option1: 'F', option2: 'C', option3: 'G', option4: 'B', score: 2, answer: 'option1,option2', remark: '升 F、升 C。' }
], '先数升号，最后一个升号上方小二度即为大调主音。')

// ---- 作曲家与作品 ----
single('w1', 31, p('《致爱丽丝》的作曲家是？'), ['莫扎特', '贝多芬', '肖邦', '舒曼'], 2, '《致爱丽丝》（WoO 59）为贝多芬所作。')
single('w2', 31, p('被称为“钢琴诗人”的作曲家是？'), ['李斯特', '肖邦', '德彪西', '海顿'], 2, '肖邦一生几乎全部作品为钢琴而写，被称为“钢琴诗人”。')
single('w3', 31, p('《平均律钢琴曲集》的作者是？'), ['亨德尔', '巴赫', '斯卡拉蒂', '维瓦尔第'], 2, 'J. S. 巴赫，两卷共 48 首前奏曲与赋格。')
single('w4', 31, p('《梦幻曲》选自舒曼的哪部作品？'), ['《童年情景》', '《狂欢节》', '《蝴蝶》', '《少年曲集》'], 1, '《梦幻曲》是《童年情景》Op.15 第 7 首。')
multi('w5', 31, p('下列哪些作曲家属于古典主义时期？'), ['海顿', '莫扎特', '贝多芬', '德彪西'], [1, 2, 3], '维也纳古典乐派：海顿、莫扎特、贝多芬；德彪西属印象派。')
judge('w6', 31, p('《彩云追月》是中国钢琴作品。'), true, '《彩云追月》由任光作曲，后改编为钢琴曲。')
essay('w7', 31, p('选一首你正在练习的考级曲目，简述它的时代风格和演奏要点。'), '示例：巴赫《小前奏曲》——复调清晰，各声部独立，触键颗粒分明，少用踏板，装饰音从上方辅助音开始。')

// ---- 演奏术语 ----
single('t1', 32, p('Allegro 的意思是？'), ['慢板', '行板', '快板', '急板'], 3, 'Allegro：快板。')
single('t2', 32, p('记号 “pp” 表示？'), ['很强', '很弱', '中强', '渐弱'], 2, 'pianissimo：很弱。')
single('t3', 32, p('Legato 的演奏方法是？'), ['断奏', '连奏', '跳音', '重音'], 2, 'Legato：连贯地演奏。')
single('t4', 32, p('rit. 表示？'), ['渐快', '渐慢', '回原速', '自由速度'], 2, 'ritardando：渐慢。')
multi('t5', 32, p('下列哪些是力度记号？'), ['mf', 'cresc.', 'a tempo', 'sf'], [1, 2, 4], 'a tempo 是速度术语（回原速）。')
judge('t6', 32, p('Ped. 记号表示踩下右踏板（延音踏板）。'), true, 'Ped. 踩下延音踏板，✻ 处松开。')
essay('t7', 32, p('解释“D.C. al Fine”的含义，并说明演奏时的顺序。'), 'D.C. al Fine：从头反复，至 Fine 处结束。演奏到 D.C. 记号后回到乐曲开头，再演奏到 Fine 结束。')
cap('t8', 32, '<p>乐谱片段标注：<strong>Andante, mp, cresc., a tempo</strong>。回答下列问题。</p>', [
  { type: 1, content: 'Andante 的速度是？', option1: '行板', option2: '快板', option3: '广板', score: 2, answer: 'option1', remark: 'Andante：行板。' },
  { type: 5, content: 'mp 比 mf 更弱。', score: 2, answer: '1', remark: 'mp 中弱，mf 中强。' },
  { type: 3, content: 'cresc. 的中文是（　　），a tempo 的中文是（　　）。', score: 2, answer: '渐强,回原速', remark: 'cresc.：渐强；a tempo：回原速。' }
], '力度与速度术语要成组记忆。')
fill('t9', 32, p('“f” 的意思是（　　），“ff” 的意思是（　　）。'), [['强', 1], ['很强', 1]], 'forte 强，fortissimo 很强。')

fill('k9', 14, p('D 大调的两个升号是（　　）和（　　）。'), [['F♯|升F|#F', 1], ['C♯|升C|#C', 1]], '升号顺序：F C G D A E B。')
fill('r8', 13, p('4/4 拍中，一个全音符占（　　）拍，一个八分音符占（　　）拍。'), [['4|四', 1], ['0.5|半|1/2', 1]], '以四分音符为一拍。')
essay('c8', 12, p('用 C 大调的Ⅰ、Ⅳ、Ⅴ级和弦为《小星星》前四小节配伴奏，写出和弦进行并说明理由。'), '参考：| C | C | F | C |，旋律 1 1 5 5 | 6 6 5 - 对应主和弦与下属和弦，句末回到主和弦形成终止感。')
cap('w8', 31, '<p>阅读材料：肖邦（1810–1849），波兰作曲家，代表作有《夜曲》《练习曲》《波兰舞曲》。</p>', [
  { type: 1, content: '肖邦属于哪个音乐时期？', option1: '巴洛克', option2: '古典主义', option3: '浪漫主义', score: 2, answer: 'option3', remark: '肖邦是浪漫主义时期作曲家。' },
  { type: 5, content: '肖邦的作品大多为交响乐。', score: 2, answer: '0', remark: '肖邦几乎全部作品为钢琴而写。' }
], '结合时代背景理解作曲家风格。')

// ---- 听音练耳 (audio) ----
listen(single('e1', 21, p('听音频，判断这是什么音程（先分解后同时弹奏）。'), ['小三度', '大三度', '纯五度', '纯八度'], 2, 'C–E，大三度：明亮、协和。'), 'interval-M3', 4)
listen(single('e2', 21, p('听音频，判断这是什么音程。'), ['小三度', '大三度', '纯五度', '纯八度'], 1, 'C–E♭，小三度：柔和、略暗。'), 'interval-m3', 4)
listen(single('e3', 21, p('听音频，判断这是什么音程。'), ['纯四度', '纯五度', '大六度', '纯八度'], 2, 'C–G，纯五度：空旷、稳定。'), 'interval-P5', 4)
listen(judge('e4', 21, p('听音频：这是一个纯八度。'), true, 'C4–C5，纯八度。'), 'interval-P8', 4)
listen(judge('e5', 21, p('听音频：这是一个大三度。'), false, '这是纯五度（C–G）。'), 'interval-P5', 4, 2)
listen(single('e6', 22, p('听音频，判断和弦性质。'), ['大三和弦', '小三和弦', '减三和弦', '增三和弦'], 1, 'C E G，大三和弦：明亮。'), 'chord-major', 4)
listen(single('e7', 22, p('听音频，判断和弦性质。'), ['大三和弦', '小三和弦', '减三和弦', '增三和弦'], 2, 'C E♭ G，小三和弦：柔和暗淡。'), 'chord-minor', 4)
listen(judge('e8', 22, p('听音频：这是一个小三和弦。'), true, 'C E♭ G。'), 'chord-minor', 4)
listen(judge('e9', 22, p('听音频：这个和弦听起来暗淡，是小三和弦。'), false, '这是大三和弦 C E G。'), 'chord-major', 4, 2)
listen(single('e10', 23, p('听音频（♩=60），选出对应的节奏。'), ['四分 八分八分 四分 四分', '四分 四分 四分 四分', '附点四分 八分 二分', '二分 二分'], 1, 'ta ti-ti ta ta。'), 'rhythm-1', 4)
listen(single('e11', 23, p('听音频（♩=60），选出对应的节奏。'), ['四分 八分八分 四分 四分', '附点四分 八分 二分', '二分 四分 四分', '全音符'], 2, '附点四分 + 八分 + 二分。'), 'rhythm-2', 4)
listen(judge('e12', 23, p('听音频：这段节奏里有附点音符。'), true, '第一个音是附点四分音符。'), 'rhythm-2', 4)

export const QUESTIONS: readonly SeedQuestion[] = Q

export interface SeedPaper {
  category: number
  title: string
  desc: string
  charge: number
  pass: number
  minutes: number
  tries: number
  invite?: boolean
  questions: string[]
}

export const PAPERS: SeedPaper[] = [
  {
    category: 41,
    title: '乐理入门小测：六种题型',
    desc: '一套覆盖全部题型的小测：单选、多选、判断、填空、问答（可上传照片）、题帽题。',
    charge: 0,
    pass: 10,
    minutes: 20,
    tries: 0,
    questions: ['i1', 'i5', 'i6', 'c7', 'r7', 'k8']
  },
  {
    category: 42,
    title: '钢琴考级基本乐理（四级）',
    desc: '对照四级乐理考纲：音程、和弦、节奏节拍、调式调号与常用术语，满分 63 分。',
    charge: 0,
    pass: 38,
    minutes: 60,
    tries: 3,
    questions: ['i1', 'i2', 'i3', 'i4', 'c1', 'c2', 'c3', 'r1', 'r2', 'k1', 'k2', 'k3', 'i5', 'c4', 'k5', 'i6', 'i7', 'c5', 'k6', 'r5', 'i8', 'c7', 't9', 'w7', 'k8']
  },
  {
    category: 42,
    title: '考级乐理冲刺卷（五至六级）',
    desc: '考前冲刺：和弦转位、和声小调、复拍子与术语综合题。',
    charge: 19,
    pass: 36,
    minutes: 90,
    tries: 0,
    questions: ['i4', 'c3', 'c6', 'k4', 'r3', 'r4', 'r6', 'k7', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 'w1', 'w3']
  },
  {
    category: 5,
    title: '琴童杯乐理竞赛（初赛）',
    desc: '仅限报名学员参加，由琴房统一开通。',
    charge: 0,
    pass: 20,
    minutes: 30,
    tries: 1,
    invite: true,
    questions: ['w2', 'w4', 'w5', 'w6', 'r2', 'k1', 'c1', 't2']
  }
]

export interface SeedMock {
  category: number
  title: string
  desc: string
  charge: number
  pass: number
  minutes: number
  rule: { num: Record<'choice' | 'select' | 'input' | 'qa' | 'judge' | 'cap', number>; listen?: Partial<Record<'choice' | 'judge', number>> }
  pool: number[]
}

export const MOCKS: SeedMock[] = [
  {
    category: 61,
    title: '四级考级全真模拟（含听音）',
    desc: '每次从题库随机组卷：乐理笔试 + 听音部分（音程、和弦、节奏，每题限听 4 次）。',
    charge: 0,
    pass: 30,
    minutes: 45,
    rule: { num: { choice: 5, select: 2, input: 1, qa: 1, judge: 3, cap: 1 }, listen: { choice: 3, judge: 2 } },
    pool: [11, 12, 13, 14, 21, 22, 23, 31, 32]
  },
  {
    category: 62,
    title: '听音练耳专项模考',
    desc: '只考听音：音程、和弦与节奏听辨，随机组卷。',
    charge: 9,
    pass: 12,
    minutes: 15,
    rule: { num: { choice: 0, select: 0, input: 0, qa: 0, judge: 0, cap: 0 }, listen: { choice: 5, judge: 3 } },
    pool: [21, 22, 23]
  }
]

export interface SeedPractice {
  category: number
  name: string
  desc: string
  charge: number
  vipFree?: boolean
  /** Chapters: [name, question categories]. */
  chapters: [string, number[]][]
}

export const PRACTICES: SeedPractice[] = [
  {
    category: 71,
    name: '基本乐理章节练习',
    desc: '按考纲分章练习，即时对答案，错题自动进入错题本。',
    charge: 0,
    chapters: [['第一章 音程', [11]], ['第二章 和弦', [12]], ['第三章 节奏节拍', [13]], ['第四章 调式调号', [14]]]
  },
  {
    category: 72,
    name: '听音练耳日常训练',
    desc: '每天十分钟：音程、和弦、节奏听辨。',
    charge: 29,
    vipFree: true,
    chapters: [['音程听辨', [21]], ['和弦听辨', [22]], ['节奏听辨', [23]]]
  },
  { category: 73, name: '音乐常识与术语', desc: '作曲家、作品与常用演奏术语。', charge: 0, chapters: [['作曲家与作品', [31]], ['演奏术语', [32]]] }
]
