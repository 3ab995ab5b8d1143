/**
 * Demo Q&A of the piano studio (seed.ts): questions learners and parents really ask, answered by the
 * studio's teachers and other learners. Authors: 0 = the demo learner, 1 = the second learner, 2-4 = the
 * seeded teachers and a senior student. `accepted` is the index of the accepted answer.
 */
export interface QuestionSeed {
  category: number
  asker: number
  title: string
  content: string
  credit1: number
  answers: [author: number, text: string][]
  accepted?: number
}

export const WENDA_CATEGORIES = ['基本功', '乐理识谱', '考级', '琴与保养', '家长陪练']

/** Seeded authors beyond the core demo learners: [mobile, nickname]. */
export const WENDA_PEOPLE: [string, string][] = [
  ['13600136001', '林雅老师'],
  ['13600136002', '周老师'],
  ['13600136003', '考过十级的阿澄']
]

export const QUESTIONS: QuestionSeed[] = [
  { category: 1, asker: 1, title: '孩子弹琴时手腕总是往下塌怎么办？', content: '孩子六岁，学琴三个月，弹的时候手腕越来越低，提醒了也没用。', credit1: 10, answers: [[2, '先别急着纠正手腕，检查一下琴凳高度：小臂应和键盘大致平行。凳子太低，手腕一定会塌。'], [4, '我小时候老师让我在手背上放一枚硬币弹音阶，硬币不掉就说明手腕稳了。']], accepted: 0 },
  { category: 1, asker: 0, title: '音阶弹快了就不均匀，是不是手指力量不够？', content: 'C大调音阶慢速没问题，一到 ♩=100 就乱，尤其是穿指的地方。', credit1: 0, answers: [[3, '多半不是力量，而是穿指时手腕和大拇指的准备不够。把穿指的那两个音单独拿出来，慢速练“提前准备”。'], [2, '用附点节奏和反附点节奏各练几遍，再回到平均节奏，均匀度会明显改善。']] },
  { category: 1, asker: 1, title: '每天练多久比较合适？', content: '孩子七岁，刚学一年，老师说每天至少四十分钟，孩子坐不住。', credit1: 5, answers: [[2, '七岁孩子专注力大约二十分钟。可以拆成两次，每次二十分钟，中间休息，效果比一次四十分钟好。']], accepted: 0 },
  { category: 1, asker: 0, title: '断奏和跳音有什么区别？', content: '谱子上有的地方是点，有的是小三角，弹起来有什么不同？', credit1: 0, answers: [[3, '圆点是一般跳音，音符时值大约一半；小三角（顿音）更短更有力。'], [2, '补充：跳音的声音要“轻而弹”，手指像碰到热的东西马上离开，不要靠手臂砸下去。']] },
  { category: 1, asker: 1, title: '左手总是比右手慢半拍怎么办？', content: '合手的时候左手老是跟不上，分手都能弹对。', credit1: 8, answers: [[2, '左手单独练到能背下来、不用看谱，再合手。合手时先把速度降到分手速度的一半。'], [4, '我会先只弹每小节的第一拍，两只手一起落下，找到“同时”的感觉，再补中间的音。']], accepted: 1 },
  { category: 1, asker: 0, title: '踏板什么时候开始学比较好？', content: '孩子学了一年半，腿已经能够到踏板了。', credit1: 0, answers: [[2, '能够到、且手上的基本功稳定了就可以学。先学“切分踏板”：先弹后踩，声音干净是第一目标。']] },
  { category: 1, asker: 1, title: '手指第四指特别没力气，有专门的练习吗？', content: '四指弹出来的声音总是比别的手指小。', credit1: 0, answers: [[3, '哈农第一册前几条就是针对四五指的，慢练、指尖站稳。每天五分钟就够，别练到疼。']] },
  { category: 2, asker: 0, title: '五线谱上的加线怎么快速认？', content: '中央C往下的加线总要数半天。', credit1: 0, answers: [[2, '记几个“地标音”：中央C、高音谱表上加一线的A、低音谱表下加一线的E，其他音从地标往上下推。'], [4, '用识谱卡片每天认五分钟，两周就熟了。']] },
  { category: 2, asker: 1, title: '调号里的升号顺序有什么好记的方法？', content: '总记不住是先升F还是先升C。', credit1: 5, answers: [[3, '口诀：“发现多来米拉稀”——F C G D A E B，降号顺序倒过来。']], accepted: 0 },
  { category: 2, asker: 0, title: '6/8 拍应该怎么数拍子？', content: '是数六下还是两下？', credit1: 0, answers: [[2, '慢速时数六个八分音符，熟练后按两大拍感觉：强 弱 弱 次强 弱 弱。']] },
  { category: 2, asker: 1, title: '三连音总是弹不均匀', content: '左手八分音符、右手三连音，一合就乱。', credit1: 10, answers: [[2, '先找“公约数”：两拍内左手两个、右手三个，心里数“1-2-3”，左手落在1和“2后半”……其实最好的方法是分别念出来，再拍手，最后上琴。'], [3, '可以念“馒头馒头”对“西红柿西红柿”，我就是这么练会的。']], accepted: 1 },
  { category: 2, asker: 0, title: '什么是关系大小调？', content: '乐理课讲了但是没太懂。', credit1: 0, answers: [[2, '调号相同的一对大调和小调：C大调和a小调都没有升降号。小调的主音在大调主音下方小三度。']] },
  { category: 2, asker: 1, title: '连线和圆滑线怎么区分？', content: '谱上两个相同的音连起来，和不同的音连起来，是一回事吗？', credit1: 0, answers: [[3, '连接两个同音高的是延音线，第二个音不弹；连接不同音的是圆滑线，要连贯地弹。']] },
  { category: 3, asker: 0, title: '中国音协三级需要准备几首曲子？', content: '想明年报三级，想提前了解一下。', credit1: 0, answers: [[2, '音协考级一般是基本练习（音阶琶音）、练习曲、乐曲、复调或乐曲，共四项，具体以当年考级简章为准。'], [4, '建议提前半年定曲目，最后一个月只打磨不学新曲。']] },
  { category: 3, asker: 1, title: '考级时弹错了要停下来重弹吗？', content: '孩子很紧张，怕弹错。', credit1: 10, answers: [[2, '不要停，继续往下弹。考官看的是整体音乐表现，停下来重弹反而扣分更多。平时就要练“错了不停”。']], accepted: 0 },
  { category: 3, asker: 0, title: '考级要背谱吗？', content: '有的说要背有的说不用。', credit1: 0, answers: [[3, '各考级机构要求不同，多数乐曲要求背谱，基本练习可以看谱。以报名的机构简章为准。']] },
  { category: 3, asker: 1, title: '可以跳级考吗？', content: '孩子二级的曲子都弹得很好，能直接考四级吗？', credit1: 0, answers: [[2, '多数机构允许跳级，但要看孩子对四级曲目的掌握程度。建议先让老师按四级标准听一遍。']] },
  { category: 3, asker: 0, title: '考前紧张手抖怎么办？', content: '一上台手就抖，平时弹得好好的。', credit1: 0, answers: [[4, '多模拟：找家人朋友当观众，从进门鞠躬开始完整走流程，走五次以上会好很多。'], [2, '上台前做几次慢呼吸，先把第一句在心里唱一遍再开始。']] },
  { category: 3, asker: 1, title: '视奏题怎么准备？', content: '听说有的考级有视奏。', credit1: 6, answers: [[2, '每天视奏一页比当前低一两级的谱子，不停不回头，三个月就会有明显进步。']], accepted: 0 },
  { category: 4, asker: 0, title: '家里买电钢琴还是立式钢琴？', content: '孩子刚开始学，预算一万左右。', credit1: 0, answers: [[2, '入门阶段电钢可以，但一定要选重锤键盘。学到三四级后建议换立式钢琴，触键差别很大。'], [3, '楼上楼下邻居敏感的话，电钢戴耳机是个优点。']] },
  { category: 4, asker: 1, title: '钢琴多久调一次音？', content: '买了一年还没调过。', credit1: 5, answers: [[2, '一般一年调一到两次，新琴第一年最好调两次。换季湿度变化大时音准容易跑。']], accepted: 0 },
  { category: 4, asker: 0, title: '南方梅雨季钢琴要怎么防潮？', content: '最近琴键有点发涩。', credit1: 0, answers: [[2, '放一台除湿机，湿度控制在 45%–60%；琴里可以放防潮管，但别直接放干燥剂袋在琴弦附近。']] },
  { category: 4, asker: 1, title: '琴键发黄怎么清洁？', content: '白键有点黄了。', credit1: 0, answers: [[3, '用微湿的软布蘸一点点中性清洁剂擦，再用干布擦干，千万别用酒精。']] },
  { category: 4, asker: 0, title: '琴凳高度怎么调？', content: '孩子长得快，不知道调到多少合适。', credit1: 0, answers: [[2, '坐下后小臂和键盘大致平行，手肘略高于键盘。脚够不到地的孩子要加脚踏板。']] },
  { category: 5, asker: 1, title: '家长不懂音乐怎么陪练？', content: '我完全不识谱。', credit1: 10, answers: [[2, '家长不用懂音乐，做“观众”和“记录员”就好：记录练了什么、练了多久，听孩子讲今天学了什么。'], [4, '我妈妈就是这样，她不会弹，但每次都认真听我弹完再鼓掌，这比什么都管用。']], accepted: 1 },
  { category: 5, asker: 0, title: '孩子一练琴就哭怎么办？', content: '五岁，刚学半年。', credit1: 0, answers: [[2, '先把练琴时间缩短到十分钟，加入游戏元素。哭往往是因为任务太难或太长。']] },
  { category: 5, asker: 1, title: '要不要给孩子报比赛？', content: '老师推荐了一个比赛，孩子有点怕。', credit1: 0, answers: [[3, '比赛是很好的舞台经验，但要孩子愿意。可以先去现场看一次比赛，再决定。']] },
  { category: 5, asker: 0, title: '练琴时要一直坐在旁边吗？', content: '孩子八岁了。', credit1: 0, answers: [[2, '八岁可以慢慢放手：开头五分钟陪着定目标，结尾五分钟听成果，中间让孩子自己练。']] },
  { category: 5, asker: 1, title: '孩子想放弃学琴了，该坚持吗？', content: '学了三年，最近很抵触。', credit1: 8, answers: [[2, '先了解原因：是曲子太难、没有成就感，还是和老师沟通不畅？可以换孩子喜欢的曲子弹一段时间。'], [4, '我十岁也想放弃过，后来老师让我弹了一首动漫歌，突然又喜欢上了。']], accepted: 0 },
  { category: 1, asker: 0, title: '弹琴时肩膀很酸是什么原因？', content: '练半小时肩膀就酸。', credit1: 0, answers: [[2, '多半是耸肩、手臂太用力。弹之前先做几次耸肩放下的动作，弹的时候注意肩膀下沉。']] },
  { category: 2, asker: 1, title: '装饰音怎么弹？', content: '倚音、波音总是弹不好。', credit1: 0, answers: [[3, '先把装饰音去掉弹熟主旋律，再把装饰音加回来，速度要慢。']] },
  { category: 3, asker: 0, title: '考级报名需要准备什么材料？', content: '第一次报名。', credit1: 0, answers: [] },
  { category: 5, asker: 1, title: '一周上几次课比较好？', content: '现在每周一次，感觉进步慢。', credit1: 0, answers: [] }
]
