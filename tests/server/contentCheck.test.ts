import { serverPerTest, type TestServer, sqlGet, sqlValue, tableCounts } from './helpers'
import { CONTENT_REFUSED, SANDBOX_BLOCKED_WORDS, checkUserText, wechatContentCheck, wordListCheck, type ContentCheckProvider } from '../../server/src/providers/contentCheck'

// User text through the content check (server/src/providers/contentCheck.ts, docs/decisions/content-check.md):
// every route that stores a learner's text refuses what the provider does not pass, with a clear message and
// nothing written, and stores what it passes. The sandbox word list holds 违禁测试词 for tests.

const BAD = '这段话里有违禁测试词'
const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

/** Every table's row count: a refused text must leave all of them as they were. */
const snapshot = () => tableCounts(s)
/** `:open` in a URL: a question still open for answers. */
const withOpenQuestion = async (url: string) => url.replace(':open', String((await sqlValue(s, 'SELECT id FROM wenda_questions WHERE status = 0 ORDER BY id'))))
const stored = async (table: string, text: string) => (await sqlValue(s, `SELECT COUNT(*) FROM ${table} WHERE content LIKE ?`, `%${text}%`)) as number

const BOOKS = '/addons/MeeduBooks/api/v1'
const TOPICS = '/addons/MeeduTopics/api/v1'
const LIVE = '/addons/zhibo/api/v1'
const WENDA = '/addons/Wenda/api/v1'

/** [what, method, url, body of the text, the table it is stored in]. */
const ROUTES: [string, string, string, (text: string) => Record<string, unknown>, string][] = [
  ['course comment', 'POST', '/api/v2/course/1/comment', (t) => ({ content: t }), 'comments'],
  ['lesson comment', 'POST', '/api/v2/video/1/comment', (t) => ({ content: t }), 'comments'],
  ['e-book comment', 'POST', `${BOOKS}/book/1/comment`, (t) => ({ content: t }), 'book_comments'],
  ['e-book article comment', 'POST', `${BOOKS}/book/article/7/comment`, (t) => ({ content: t }), 'book_article_comments'],
  ['live course comment', 'POST', `${LIVE}/course/1/comment`, (t) => ({ content: t }), 'live_comments'],
  ['live chat', 'POST', `${LIVE}/course/1/video/2/chat/send`, (t) => ({ content: t, duration: 3 }), 'live_chat_messages'],
  ['article comment', 'POST', `${TOPICS}/topic/1/comment`, (t) => ({ content: t }), 'topic_comments'],
  ['question', 'POST', `${WENDA}/question/create`, (t) => ({ title: '左手怎么练', category_id: 1, original_content: t, images: [] }), 'wenda_questions'],
  ['answer', 'POST', `${WENDA}/question/:open/answer`, (t) => ({ original_content: t, images: [] }), 'wenda_answers']
]

describe('routes that store user text', () => {
  it.each(ROUTES)('%s: refused text gets the message and nothing is written; passed text is stored', async (_what, method, route, body, table) => {
    const url = await withOpenQuestion(route)
    const before = await snapshot()
    expect(await s.call(method, url, { token, body: body(BAD) })).toMatchObject({ code: 1, message: CONTENT_REFUSED })
    expect(await snapshot()).toEqual(before)
    const ok = await s.call(method, url, { token, body: body('左手先慢练，再合手') })
    expect(ok).toMatchObject({ code: 0 })
    expect(await stored(table, '左手先慢练，再合手')).toBe(1)
  })

  it('a question title is checked too, and an edit is checked like a new question', async () => {
    const before = await snapshot()
    expect(await s.call('POST', `${WENDA}/question/create`, { token, body: { title: `标题${BAD}`, category_id: 1, original_content: '正文', images: [] } })).toMatchObject({ code: 1, message: CONTENT_REFUSED })
    expect(await snapshot()).toEqual(before)
    const q = await s.call<{ id: number }>('POST', `${WENDA}/question/create`, { token, body: { title: '踏板什么时候踩', category_id: 1, original_content: '换和弦时', images: [] } })
    expect(q.code).toBe(0)
    const edited = await s.call('PUT', `${WENDA}/question/${q.data.id}/edit`, { token, body: { title: '踏板什么时候踩', category_id: 1, original_content: BAD, images: [] } })
    expect(edited).toMatchObject({ code: 1, message: CONTENT_REFUSED })
    expect((await sqlValue(s, 'SELECT content FROM wenda_questions WHERE id = ?', q.data.id))).toBe('换和弦时')
  })

  it('replies: an answer comment and an article reply are checked', async () => {
    const answer = await s.call<{ id: number }>('POST', await withOpenQuestion(`${WENDA}/question/:open/answer`), { token, body: { original_content: '先分手练', images: [] } })
    const top = await s.call<{ comment_id: number }>('POST', `${TOPICS}/topic/1/comment`, { token, body: { content: '三段式很有用' } })
    expect([answer.code, top.code]).toEqual([0, 0])
    const before = await snapshot()
    expect(await s.call('POST', `${WENDA}/question/answer/${answer.data.id}/comment`, { token, body: { original_content: BAD } })).toMatchObject({ code: 1, message: CONTENT_REFUSED })
    expect(await s.call('POST', `${TOPICS}/topic/1/comment`, { token, body: { content: BAD, parent_id: top.data.comment_id, reply_comment_id: top.data.comment_id } })).toMatchObject({
      code: 1,
      message: CONTENT_REFUSED
    })
    expect(await snapshot()).toEqual(before)
    expect((await s.call('POST', `${WENDA}/question/answer/${answer.data.id}/comment`, { token, body: { original_content: '谢谢，明白了' } })).code).toBe(0)
    expect(await stored('wenda_answer_comments', '谢谢，明白了')).toBe(1)
  })

  it('nickname: refused leaves the old name (and the one change unused); passed is stored', async () => {
    const nick = async () => (await sqlGet(s, 'SELECT nick_name, is_set_nickname FROM users WHERE mobile = ?', '13700137000'))
    const before = await nick()
    expect(await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '赌博达人' } })).toMatchObject({ code: 1, message: CONTENT_REFUSED })
    expect(await nick()).toEqual(before)
    expect((await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '肖邦迷' } })).code).toBe(0)
    expect(await nick()).toMatchObject({ nick_name: '肖邦迷', is_set_nickname: 1 })
  })
})

describe('providers', () => {
  it('the word list ignores case and spaces and passes other text', async () => {
    const words = wordListCheck([...SANDBOX_BLOCKED_WORDS, 'Spam'], 'test')
    expect(await words.check('违 禁 测 试 词', 2)).toBe('risky')
    expect(await words.check('buy SPAM now', 2)).toBe('risky')
    expect(await words.check('今天练了半小时音阶', 2)).toBe('pass')
  })

  it("WeChat's msgSecCheck: version 2, scene and openid sent; suggest read; long text checked in parts; an error is a clear message", async () => {
    const sent: Record<string, unknown>[] = []
    const answers = [{ errcode: 0, result: { suggest: 'pass' } }, { errcode: 0, result: { suggest: 'review' } }, { errcode: 40003 }]
    const fakeFetch = (async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify(answers.shift()))
    }) as typeof fetch
    const wechat = wechatContentCheck(async () => 'token', fakeFetch)
    expect(await wechat.check('琴'.repeat(3000), 3, 'openid-1')).toBe('review')
    expect(sent.map((b) => [String(b.content).length, b.version, b.scene, b.openid])).toEqual([
      [2500, 2, 3, 'openid-1'],
      [500, 2, 3, 'openid-1']
    ])
    await expect(wechat.check('你好', 2, 'bad-openid')).rejects.toMatchObject({ message: '内容审核暂不可用，请稍后再试' })
  })

  it("decides with WeChat's check for a learner with a mini-program openid, with the word list for one without (H5)", async () => {
    const asked: (string | undefined)[] = []
    const wechat: ContentCheckProvider = { name: 'fake WeChat', needsOpenid: true, check: async (_text, _scene, openid) => (asked.push(openid), 'risky') }
    const providers = { sms: null, payments: [], mini: null, content: { wechat, words: wordListCheck([], 'empty list') } }
    const uid = (await s.kdb.selectFrom('users').select('id').where('mobile', '=', '13700137000').executeTakeFirstOrThrow()).id
    await expect(checkUserText({ kdb: s.kdb, providers }, uid, ['你好'], 2)).resolves.toBeUndefined()
    expect(asked).toEqual([])
    await s.kdb.insertInto('socialites').values({ app: 'mini', openid: 'openid-7', user_id: uid, created_at: '2026-11-25 10:00:00' }).execute()
    await expect(checkUserText({ kdb: s.kdb, providers }, uid, ['你好'], 2)).rejects.toMatchObject({ message: CONTENT_REFUSED })
    expect(asked).toEqual(['openid-7'])
  })
})
