/**
 * One-time subscribe messages (docs/API.md "Subscribe messages"). A learner's tap on the mini-program
 * accepts a template; the server keeps one waiting row per learner and target, and when the add-on that
 * owns the kind says the moment has come (a live session started on the server clock, an essay graded),
 * marks the row sent and hands the message to the configured provider. A row is sent at most once.
 */
import type { AppContext } from '../context'
import type { Db } from '../db/kysely'
import type { SubscribeKind } from '../providers'
import { fail } from '../http/envelope'
import { beijing } from '../lib/time'

interface WaitingRow {
  id: number
  user_id: number
  openid: string
  target_id: number
  created_at: string
}

/** What a kind's owner decides: the message once due, or null while it is not. */
interface DueMessage {
  page: string
  data: Record<string, { value: string }>
}

export interface SubscribeKindDef {
  /** The add-on that owns the kind; the kind exists only while it is enabled. */
  addon: string
  /** Refuses (with a Chinese message) a target the learner cannot subscribe to. */
  accept(db: Db, userId: number, targetId: number): void | Promise<void>
  due(db: Db, row: WaitingRow): DueMessage | null | Promise<DueMessage | null>
}

const KINDS = new Map<SubscribeKind, SubscribeKindDef>()

/** Declared by the owning add-on at load (like goods kinds); declaring again replaces it. */
export function defineSubscribeKind(kind: SubscribeKind, def: SubscribeKindDef): void {
  KINDS.set(kind, def)
}

function kindDef(ctx: AppContext, kind: SubscribeKind): SubscribeKindDef | null {
  const def = KINDS.get(kind)
  return def && ctx.enabledAddons.includes(def.addon) ? def : null
}

/** The template of each kind the app may ask for: '' when the kind or the provider is not there. */
export function availableTemplates(ctx: AppContext): Record<SubscribeKind, string> {
  const templates = ctx.providers.subscribe?.templates
  const of = (kind: SubscribeKind) => (templates && kindDef(ctx, kind) ? templates[kind] : '')
  return { live_start: of('live_start'), exam_graded: of('exam_graded'), homework_reviewed: of('homework_reviewed') }
}

/** Keeps a learner's accepted subscription (a second one for the same target while one waits is a no-op). */
export async function subscribe(ctx: AppContext, userId: number, openid: string, kind: SubscribeKind, targetId: number): Promise<void> {
  const def = kindDef(ctx, kind)
  if (!def || !availableTemplates(ctx)[kind]) throw fail('订阅消息暂未开通')
  await def.accept(ctx.kdb, userId, targetId)
  await ctx.kdb
    .insertInto('subscribe_messages')
    .values({ user_id: userId, openid, kind, target_id: targetId, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).where('sent_at', 'is', null).doNothing())
    .execute()
}

/**
 * Sends every waiting subscription of `kind` whose moment has come; returns how many. Each row is marked
 * sent before the provider is called, so a failing or slow provider never causes a second send.
 */
export async function deliverDue(ctx: AppContext, kind: SubscribeKind, log: (err: unknown) => void = console.error): Promise<number> {
  const def = kindDef(ctx, kind)
  const provider = ctx.providers.subscribe
  const template = provider?.templates[kind]
  if (!def || !provider || !template) return 0
  const waiting = await ctx.kdb
    .selectFrom('subscribe_messages')
    .select(['id', 'user_id', 'openid', 'target_id', 'created_at'])
    .where('kind', '=', kind)
    .where('sent_at', 'is', null)
    .execute()
  let sent = 0
  for (const row of waiting) {
    const message = await def.due(ctx.kdb, row)
    if (!message) continue
    // Marked by one conditional update: of several processes delivering at once, one sends.
    const marked = await ctx.kdb.updateTable('subscribe_messages').set({ sent_at: beijing() }).where('id', '=', row.id).where('sent_at', 'is', null).executeTakeFirst()
    if (!Number(marked.numUpdatedRows)) continue
    sent++
    provider.send({ touser: row.openid, template_id: template, ...message }).catch(log)
  }
  return sent
}

/** WeChat's `thing` template field holds at most 20 characters. */
const THING_MAX = 20

export const thing = (text: string) => ({ value: text.length > THING_MAX ? `${text.slice(0, THING_MAX - 1)}…` : text })
