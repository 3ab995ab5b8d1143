/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { multipartBody, PNG_1PX, PUBLIC, rowCount, serverPerTest, startServer, type TestServer } from './helpers'
import type { AnswerComments, MemberAnswers, MemberQuestions, QuestionCreateForm, QuestionDetail, QuestionEditForm, QuestionsPage, UploadedImage, WendaConfig } from '../../types/contract/wenda'

// Seed (server/src/addons/Wenda/content.ts): 33 questions in five categories, 10 solved; the learners of
// the tests: 13700137000 (20 points on registering), the demo learner 13800138000 (30 points).
const V1 = '/addons/Wenda/api/v1'
const MEDIA = path.join(__dirname, '..', '..', 'server', 'media')

const ctx = serverPerTest()
let s: TestServer
let asker: string
beforeEach(() => {
  ;({ s, token: asker } = ctx)
})

const count = (table: string) => rowCount(s, table)
const userId = async (mobile: string) => (await s.kdb.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id
const balance = async (mobile: string) => (await s.kdb.selectFrom('users').select('credit1').where('mobile', '=', mobile).executeTakeFirstOrThrow()).credit1
const records = async (mobile: string) =>
  s.kdb.selectFrom('credit1_records').select(['sum', 'remark']).where('user_id', '=', await userId(mobile)).orderBy('id').execute()

const upload = async (token: string | undefined, body: ReturnType<typeof multipartBody>) => {
  const res = await s.app.inject({ method: 'POST', url: `${V1}/upload/image`, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  return JSON.parse(res.body) as { code: number; message: string; data: UploadedImage }
}

const ask = (body: Record<string, unknown>, token = asker) => s.call<{ id: number }>('POST', `${V1}/question/create`, { token, body })
const question = { title: '左手伴奏总是压过右手旋律怎么办？', category_id: 1, original_content: '弹《小步舞曲》时左手太响，\n右手旋律听不清。', render_content: '<p>ignored</p>', images: [] as string[], credit1: 15 }
const detail = (id: number, token?: string) => s.call<QuestionDetail>('GET', `${V1}/question/${id}/detail`, { token })

describe('lists and config', () => {
  it('questions in shape N with categories, by scene and category', async () => {
    const all = await s.call<QuestionsPage>('GET', `${V1}/questions?page=1&size=10&scene=default`)
    expect(all.data.data.total).toBe(33)
    expect(all.data.categories.map((c) => c.name)).toEqual(['基本功', '乐理识谱', '考级', '琴与保养', '家长陪练'])
    expect(Object.keys(all.data.data.data[0]).sort()).toEqual(['answer_count', 'category_id', 'created_at', 'credit1', 'id', 'status', 'status_text', 'title', 'view_times', 'vote_count'])
    const solved = await s.call<QuestionsPage>('GET', `${V1}/questions?scene=solved&size=100`)
    expect(solved.data.data.total).toBe(10)
    expect(solved.data.data.data.every((q) => q.status === 1 && q.status_text === '已解决')).toBe(true)
    const unsolved = await s.call<QuestionsPage>('GET', `${V1}/questions?scene=unsolved&size=100`)
    expect(unsolved.data.data.total).toBe(23)
    const answered = await s.call<QuestionsPage>('GET', `${V1}/questions?scene=last_answer&size=100`)
    expect(answered.data.data.total).toBe(31)
    const exams = await s.call<QuestionsPage>('GET', `${V1}/questions?cid=3&size=100`)
    expect(exams.data.data.data.every((q) => q.category_id === 3)).toBe(true)
    expect(await s.call('GET', `${V1}/questions?scene=hot`)).toMatchObject({ code: 1, message: '场景取值不正确' })
    expect(await s.call('GET', `${V1}/questions?page=abc`)).toMatchObject({ code: 1, message: '页码格式不正确' })
  })

  it('config: the note on asking and the bounty switch; the create form needs a login', async () => {
    const c = await s.call<WendaConfig>('GET', `${V1}/other/config`)
    expect(c.data).toMatchObject({ enable_credit1: 1, pc_diy_content: expect.stringContaining('<p>') })
    expect((await s.call('GET', `${V1}/question/create`)).code).toBe(401)
    expect((await s.call<QuestionCreateForm>('GET', `${V1}/question/create`, { token: asker })).data.categories).toHaveLength(5)
  })
})

describe('asking', () => {
  it('stores the text as text, takes the bounty from the balance once, and shows it rendered', async () => {
    const r = await ask({ ...question, title: '  <b>左手伴奏</b>总是压过右手旋律怎么办？ ', original_content: '<script>alert(1)</script>弹《小步舞曲》时左手太响，\n右手 < 旋律' })
    expect(r.code).toBe(0)
    const row = await s.kdb.selectFrom('wenda_questions').select(['title', 'content', 'credit1', 'status']).where('id', '=', r.data.id).executeTakeFirst()
    expect(row).toEqual({ title: '左手伴奏总是压过右手旋律怎么办？', content: 'alert(1)弹《小步舞曲》时左手太响，\n右手 < 旋律', credit1: 15, status: 0 })
    expect(await balance('13700137000')).toBe(5)
    expect((await records('13700137000')).at(-1)).toEqual({ sum: -15, remark: '问答悬赏：左手伴奏总是压过右手旋律怎么办？' })
    const d = await detail(r.data.id, asker)
    expect(d.data.question).toMatchObject({ render_content: 'alert(1)弹《小步舞曲》时左手太响，<br>右手 &lt; 旋律', credit1: 15, status: 0, status_text: '未解决', images_list: [] })
    expect(d.data).toMatchObject({ is_admin: true, answers: [] })
    expect((await detail(r.data.id)).data.is_admin).toBe(false)
  })

  it('refuses bad input and a bounty above the balance, writing nothing', async () => {
    const before = [await count('wenda_questions'), await balance('13700137000'), await count('credit1_records')]
    expect((await s.call('POST', `${V1}/question/create`, { body: question })).code).toBe(401)
    expect(await ask({ ...question, credit1: 21 })).toMatchObject({ code: 1, message: '积分余额不足' })
    expect(await ask({ ...question, title: '琴'.repeat(65) })).toMatchObject({ code: 1, message: '标题过长' })
    expect(await ask({ ...question, title: '<p> </p>' })).toMatchObject({ code: 1, message: '请填写标题' })
    expect(await ask({ ...question, category_id: 99 })).toMatchObject({ code: 1, message: '分类不存在' })
    expect(await ask({ ...question, credit1: -1 })).toMatchObject({ code: 1, message: '悬赏积分超出范围' })
    expect(await ask({ ...question, images: ['https://evil.example/x.png'] })).toMatchObject({ code: 1, message: '图片无效，请重新上传' })
    expect(await ask({ ...question, images: Array(10).fill(`${PUBLIC}/media/wenda/a.png`) })).toMatchObject({ code: 1 })
    expect(await ask({ ...question, original_content: '' })).toMatchObject({ code: 1 })
    expect([await count('wenda_questions'), await balance('13700137000'), await count('credit1_records')]).toEqual(before)
  })

  it('images upload (re-encoded, public), then attach to a question; non-images and big files are refused', async () => {
    expect((await upload(undefined, multipartBody('file', 'a.png', 'image/png', PNG_1PX))).code).toBe(401)
    const up = await upload(asker, multipartBody('file', 'score.png', 'image/png', PNG_1PX))
    expect(up.code).toBe(0)
    expect(up.data.url).toMatch(new RegExp(`^${PUBLIC}/media/wenda/[\\w-]+\\.png$`))
    const file = path.join(MEDIA, 'wenda', path.basename(up.data.url))
    expect(fs.existsSync(file)).toBe(true)
    const served = await s.app.inject({ method: 'GET', url: up.data.url.replace(PUBLIC, '') })
    expect(served.statusCode).toBe(200)
    expect(await upload(asker, multipartBody('file', 'x.png', 'image/png', Buffer.from('<svg onload=alert(1)>')))).toMatchObject({ code: 1, message: '只支持 JPG、PNG、GIF、WEBP 图片' })
    expect(await upload(asker, multipartBody('file', 'big.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024 + 10)])))).toMatchObject({ code: 1, message: '图片不能超过2MB' })
    expect(await upload(asker, multipartBody('photo', 'a.png', 'image/png', PNG_1PX))).toMatchObject({ code: 1, message: '请选择图片' })
    const q = await ask({ ...question, images: [up.data.url] })
    expect((await detail(q.data.id)).data.question.images_list).toEqual([up.data.url])
    fs.rmSync(file, { force: true })
  })
})

describe('answering and accepting', () => {
  async function askedAndAnswered() {
    const q = await ask(question)
    const helper = await s.login('13800138000')
    const a = await s.call<{ id: number }>('POST', `${V1}/question/${q.data.id}/answer`, { token: helper, body: { original_content: '左手只弹每拍的第一个音，\n先找到轻重。', render_content: '', images: [] } })
    expect(a.code).toBe(0)
    return { qid: q.data.id, aid: a.data.id, helper }
  }

  it('answers need a login and content; the question counts them', async () => {
    const { qid, helper } = await askedAndAnswered()
    expect((await s.call('POST', `${V1}/question/${qid}/answer`, { body: { original_content: 'x' } })).code).toBe(401)
    expect(await s.call('POST', `${V1}/question/${qid}/answer`, { token: helper, body: { original_content: '<br>' } })).toMatchObject({ code: 1, message: '请填写回答内容' })
    expect(await s.call('POST', `${V1}/question/${qid}/answer`, { token: helper, body: { original_content: '看图', images: ['http://elsewhere/x.png'] } })).toMatchObject({ code: 1, message: '图片无效，请重新上传' })
    expect((await s.call('POST', `${V1}/question/999/answer`, { token: helper, body: { original_content: 'x' } })).code).toBe(404)
    const d = await detail(qid)
    expect(d.data.question.answer_count).toBe(1)
    expect(d.data.answers[0]).toMatchObject({ render_content: '左手只弹每拍的第一个音，<br>先找到轻重。', is_correct: 0, user: { nick_name: '琴童小雨' } })
  })

  it('only the asker accepts, never their own answer nor one from another question', async () => {
    const { qid, aid, helper } = await askedAndAnswered()
    const own = await s.call<{ id: number }>('POST', `${V1}/question/${qid}/answer`, { token: asker, body: { original_content: '我自己试试' } })
    expect(await s.call('POST', `${V1}/question/${qid}/correct`, { token: helper, body: { answer_id: aid } })).toMatchObject({ code: 1, message: '只有提问者可以采纳回答' })
    expect(await s.call('POST', `${V1}/question/${qid}/correct`, { token: asker, body: { answer_id: own.data.id } })).toMatchObject({ code: 1, message: '不能采纳自己的回答' })
    const otherAnswer = (await s.kdb.selectFrom('wenda_answers').select('id').where('question_id', '!=', qid).limit(1).executeTakeFirstOrThrow()).id
    expect(await s.call('POST', `${V1}/question/${qid}/correct`, { token: asker, body: { answer_id: otherAnswer } })).toMatchObject({ code: 1, message: '回答不存在' })
    expect(await s.call('POST', `${V1}/question/${qid}/correct`, { token: asker, body: { answer_id: 'x' } })).toMatchObject({ code: 1, message: '回答格式不正确' })
    expect((await s.call('POST', `${V1}/question/${qid}/correct`, { body: { answer_id: aid } })).code).toBe(401)
    expect((await detail(qid)).data.question.status).toBe(0)
  })

  it('accepting pays the bounty exactly once, even when tapped five times at once', async () => {
    const { qid, aid, helper } = await askedAndAnswered()
    const before = await balance('13800138000')
    const taps = await Promise.all(Array.from({ length: 5 }, () => s.call('POST', `${V1}/question/${qid}/correct`, { token: asker, body: { answer_id: aid } })))
    expect(taps.filter((r) => r.code === 0)).toHaveLength(1)
    expect(taps.filter((r) => r.code === 1).map((r) => r.message)).toEqual(Array(4).fill('问题已解决'))
    expect(await balance('13800138000')).toBe(before + 15)
    expect((await records('13800138000')).filter((r) => r.remark === `回答被采纳：${question.title}`)).toEqual([{ sum: 15, remark: `回答被采纳：${question.title}` }])
    expect(await balance('13700137000')).toBe(5)
    // And again later: still once.
    expect(await s.call('POST', `${V1}/question/${qid}/correct`, { token: asker, body: { answer_id: aid } })).toMatchObject({ code: 1, message: '问题已解决' })
    expect(await balance('13800138000')).toBe(before + 15)
    const d = await detail(qid, asker)
    expect(d.data.question).toMatchObject({ status: 1, status_text: '已解决' })
    expect(d.data.answers[0]).toMatchObject({ id: aid, is_correct: 1 })
    // Solved: no more answers, no edits.
    expect(await s.call('POST', `${V1}/question/${qid}/answer`, { token: helper, body: { original_content: '补充一点' } })).toMatchObject({ code: 1, message: '问题已解决，不能再回答' })
    expect(await s.call('GET', `${V1}/question/${qid}/edit`, { token: asker })).toMatchObject({ code: 1, message: '问题已解决，不能再编辑' })
    // The helper's answers list the points.
    const mine = await s.call<MemberAnswers>('GET', `${V1}/member/answers?page=1&page_size=10`, { token: helper })
    expect(mine.data.data.data[0]).toMatchObject({ question_id: qid, is_correct: 1, vote_count: 15, status: 1 })
  })

  it('the accepted answer comes first', async () => {
    const { qid } = await askedAndAnswered()
    const third = await s.login('13900139000')
    const late = await s.call<{ id: number }>('POST', `${V1}/question/${qid}/answer`, { token: third, body: { original_content: '放慢速度，左手弹成p。' } })
    await s.call('POST', `${V1}/question/${qid}/correct`, { token: asker, body: { answer_id: late.data.id } })
    expect((await detail(qid)).data.answers.map((a) => a.id)[0]).toBe(late.data.id)
  })
})

describe('votes and comments on answers', () => {
  it('a vote toggles per learner and counts', async () => {
    const first = await s.kdb.selectFrom('wenda_answers').select(['id', 'vote_count', 'question_id']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    const [aid, before] = [first.id, first.vote_count]
    expect((await s.call('POST', `${V1}/vote`, { body: { id: aid, type: 1 } })).code).toBe(401)
    expect((await s.call<{ ok: number }>('POST', `${V1}/vote`, { token: asker, body: { id: aid, type: 1 } })).data).toEqual({ ok: 1 })
    const qid = first.question_id
    expect((await detail(qid, asker)).data.answers.find((a) => a.id === aid)).toMatchObject({ is_vote: true, vote_count: before + 1 })
    expect((await s.call<{ ok: number }>('POST', `${V1}/vote`, { token: asker, body: { id: aid, type: 1 } })).data).toEqual({ ok: 0 })
    expect(await s.kdb.selectFrom('wenda_votes').selectAll().where('user_id', '=', await userId('13700137000')).execute()).toEqual([])
    expect((await s.kdb.selectFrom('wenda_answers').select('vote_count').where('id', '=', aid).executeTakeFirstOrThrow()).vote_count).toBe(before)
    expect(await s.call('POST', `${V1}/vote`, { token: asker, body: { id: aid, type: 2 } })).toMatchObject({ code: 1, message: '类型取值不正确' })
    expect((await s.call('POST', `${V1}/vote`, { token: asker, body: { id: 99999, type: 1 } })).code).toBe(404)
  })

  it('comments and replies: only to someone in the conversation; text stored as text', async () => {
    const a = await s.kdb.selectFrom('wenda_answers').select(['id', 'user_id']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    expect((await s.call('POST', `${V1}/question/answer/${a.id}/comment`, { body: { original_content: '谢谢' } })).code).toBe(401)
    const c = await s.call<{ comment_id: number }>('POST', `${V1}/question/answer/${a.id}/comment`, { token: asker, body: { original_content: '<i>谢谢</i>老师', render_content: 'x' } })
    expect(c.code).toBe(0)
    const helper = await s.login('13800138000')
    const reply = await s.call('POST', `${V1}/question/answer/${a.id}/comment`, { token: helper, body: { original_content: '同问', reply_user_id: await userId('13700137000') } })
    expect(reply.code).toBe(0)
    const before = await count('wenda_answer_comments')
    expect(await s.call('POST', `${V1}/question/answer/${a.id}/comment`, { token: helper, body: { original_content: '@路人', reply_user_id: await userId('13900139000') } })).toMatchObject({ code: 1, message: '回复的用户不存在' })
    expect(await s.call('POST', `${V1}/question/answer/${a.id}/comment`, { token: helper, body: { original_content: '' } })).toMatchObject({ code: 1 })
    expect(await count('wenda_answer_comments')).toBe(before)
    const list = await s.call<AnswerComments>('GET', `${V1}/question/answer/${a.id}/comments?page=1&page_size=20`)
    expect(list.data.data.data.map((x) => [x.render_content, x.reply_user?.nick_name ?? null])).toEqual([
      ['谢谢老师', null],
      ['同问', '琴友7000']
    ])
    expect((await s.kdb.selectFrom('wenda_answers').select('reply_count').where('id', '=', a.id).executeTakeFirstOrThrow()).reply_count).toBe(2)
    expect((await s.call('GET', `${V1}/question/answer/99999/comments`)).code).toBe(404)
  })
})

describe('editing', () => {
  it("the asker's open question, same form; the bounty moves by the difference; others may not", async () => {
    const q = await ask({ ...question, credit1: 5 })
    const form = await s.call<QuestionEditForm>('GET', `${V1}/question/${q.data.id}/edit`, { token: asker })
    expect(form.data.question).toMatchObject({ title: question.title, credit1: 5, category_id: 1, original_content: question.original_content })
    const put = (body: Record<string, unknown>, token = asker) => s.call('PUT', `${V1}/question/${q.data.id}/edit`, { token, body: { ...question, ...body } })
    expect((await put({ credit1: 12, title: '左手伴奏太响怎么办？' })).code).toBe(0)
    expect(await balance('13700137000')).toBe(20 - 12)
    expect((await detail(q.data.id)).data.question).toMatchObject({ title: '左手伴奏太响怎么办？', credit1: 12 })
    expect(await put({ credit1: 30 })).toMatchObject({ code: 1, message: '积分余额不足' })
    expect((await put({ credit1: 2 })).code).toBe(0)
    expect(await balance('13700137000')).toBe(18)
    const helper = await s.login('13800138000')
    expect(await put({ credit1: 2 }, helper)).toMatchObject({ code: 1, message: '只能编辑自己的问题' })
    expect(await s.call('GET', `${V1}/question/${q.data.id}/edit`, { token: helper })).toMatchObject({ code: 1, message: '只能编辑自己的问题' })
    await s.call('POST', `${V1}/question/${q.data.id}/answer`, { token: helper, body: { original_content: '试试分手练' } })
    expect(await put({ credit1: 0 })).toMatchObject({ code: 1, message: '已有回答，悬赏不能降低' })
    expect(await balance('13700137000')).toBe(18)
    expect((await s.call('PUT', `${V1}/question/${q.data.id}/edit`, { body: question })).code).toBe(401)
  })
})

describe('member lists', () => {
  it("the learner's questions and answers", async () => {
    expect((await s.call('GET', `${V1}/member/questions`)).code).toBe(401)
    await ask(question)
    const mine = await s.call<MemberQuestions>('GET', `${V1}/member/questions?page=1&page_size=10`, { token: asker })
    expect(mine.data.data.data).toEqual([expect.objectContaining({ title: question.title, status: 0, answer_count: 0, credit1: 15 })])
    expect((await s.call<MemberAnswers>('GET', `${V1}/member/answers`, { token: asker })).data.data.total).toBe(0)
  })
})

describe('add-on switched off', () => {
  it('404 envelopes and no tables', async () => {
    const off = await startServer({ enabledAddons: [] })
    for (const [method, url] of [
      ['GET', `${V1}/questions`],
      ['GET', `${V1}/question/1/detail`],
      ['POST', `${V1}/question/1/correct`]
    ])
      expect(await off.call(method, url, { body: method === 'POST' ? { answer_id: 1 } : undefined })).toMatchObject({ code: 404, message: '路由不存在' })
    expect((await off.kdb.introspection.getTables()).map((t) => t.name)).not.toContain('wenda_questions')
    await off.close()
  })
})
