/**
 * Content security for user text: Q&A, comments, live chat, nicknames. Every provider answers
 * in WeChat's msgSecCheck shape (`suggest`: pass / review / risky). docs/decisions/content-check.md
 * says which provider decides for whom.
 */
import { fail } from '../http/envelope'
import type { Db } from '../db/kysely'

/** msgSecCheck scenes: 1 profile, 2 comment, 3 forum, 4 social log. */
export type ContentScene = 1 | 2 | 3 | 4
type ContentSuggest = 'pass' | 'review' | 'risky'

export interface ContentCheckProvider {
  readonly name: string
  /** WeChat's check needs the learner's openid (they opened the mini-program in the last two hours). */
  readonly needsOpenid: boolean
  check(content: string, scene: ContentScene, openid?: string): Promise<ContentSuggest>
}

/**
 * The blocked words of the word-list provider: a small development list (tests and docs use 违禁测试词)
 * plus a studio's own words (CONTENT_BLOCKED_WORDS, comma-separated). Matching ignores case and spaces.
 */
export const SANDBOX_BLOCKED_WORDS: readonly string[] = ['违禁测试词', '赌博', '代开发票', '色情', '枪支']

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** Decides by a word list: risky when the text holds a listed word. Used where WeChat's check cannot be. */
export function wordListCheck(words: readonly string[], name: string): ContentCheckProvider {
  const list = words.map(normalise).filter(Boolean)
  return {
    name,
    needsOpenid: false,
    check: async (content) => (list.some((w) => normalise(content).includes(w)) ? 'risky' : 'pass')
  }
}

type Fetch = typeof fetch
const MSG_SEC_CHECK_MAX = 2500

/** WeChat's msgSecCheck (`POST /wxa/msg_sec_check`, version 2), with the mini-program's access token. */
export function wechatContentCheck(accessToken: () => Promise<string>, fetchImpl: Fetch = fetch): ContentCheckProvider {
  return {
    name: 'WeChat msgSecCheck',
    needsOpenid: true,
    async check(content, scene, openid) {
      // WeChat takes up to 2,500 characters a call: longer text is checked part by part.
      if (content.length > MSG_SEC_CHECK_MAX) {
        for (let i = 0; i < content.length; i += MSG_SEC_CHECK_MAX) {
          const part = await this.check(content.slice(i, i + MSG_SEC_CHECK_MAX), scene, openid)
          if (part !== 'pass') return part
        }
        return 'pass'
      }
      const res = await fetchImpl(`https://api.weixin.qq.com/wxa/msg_sec_check?access_token=${await accessToken()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content, version: 2, scene, openid }),
        signal: AbortSignal.timeout(5000)
      })
      const r = (await res.json()) as { errcode?: number; result?: { suggest?: string } }
      const suggest = r.result?.suggest
      if (r.errcode !== 0 || (suggest !== 'pass' && suggest !== 'review' && suggest !== 'risky')) throw fail('内容审核暂不可用，请稍后再试')
      return suggest
    }
  }
}

export const CONTENT_REFUSED = '内容含有不适宜发布的信息，请修改后再提交'

/**
 * Passes `texts` (the parts of one submission) through `wechat` when the learner has an openid and WeChat's
 * check is configured, else through `words`; anything but `pass` is refused with CONTENT_REFUSED (no
 * manual review queue exists, so `review` cannot wait for a person). Empty parts are not sent.
 */
async function assertCleanText(
  providers: ContentProviders,
  texts: readonly string[],
  scene: ContentScene,
  openid: string | null
): Promise<void> {
  const provider = providers.wechat && openid ? providers.wechat : providers.words
  for (const text of texts) {
    if (!text.trim()) continue
    if ((await provider.check(text, scene, openid ?? undefined)) !== 'pass') throw fail(CONTENT_REFUSED)
  }
}

/** The two content providers of a server: WeChat's (when configured) and the word list (always). */
export interface ContentProviders {
  wechat: ContentCheckProvider | null
  words: ContentCheckProvider
}

const DEFAULT_CONTENT: ContentProviders = { wechat: null, words: wordListCheck(SANDBOX_BLOCKED_WORDS, 'word list (sandbox)') }

/**
 * The check every route that stores a learner's text calls before writing (and the hook homework notes
 * will use): the learner's mini-program openid, if any, picks WeChat's check. Throws CONTENT_REFUSED.
 */
export async function checkUserText(ctx: { kdb: Db; providers: { content?: ContentProviders } }, userId: number, texts: readonly string[], scene: ContentScene): Promise<void> {
  const link = await ctx.kdb
    .selectFrom('socialites')
    .select('openid')
    .where('app', '=', 'mini')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  await assertCleanText(ctx.providers.content ?? DEFAULT_CONTENT, texts, scene, link?.openid ?? null)
}
