/** 系统配置's items: read into MeEdu's groups, and a save checked whole before anything is written. */
import type { SettingItem } from '~types/contract/admin/system'
import { fail } from '../../http/envelope'
import { DEFAULT_SITE } from '../../system/site'
import { PRIVATE_MASK, SETTING_ITEMS, type ItemDef } from './settingItems'

type Json = Record<string, unknown>

const MAX_TEXT = 255
const MAX_LONG = 20000
const URL_LIKE = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s]*)$/i

const getPath = (obj: Json, path: string[]): unknown => path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), obj)

/**
 * Sets a path in the stored site settings. A nested object missing there starts as its default: the learner
 * API merges the stored settings over the defaults one level deep (system/site.ts), so a partial nested
 * object would hide the defaults beside the changed field.
 */
function setSitePath(site: Json, path: string[], value: unknown): void {
  let o = site
  path.slice(0, -1).forEach((k, i) => {
    if (!o[k] || typeof o[k] !== 'object') o[k] = structuredClone(getPath(DEFAULT_SITE as unknown as Json, path.slice(0, i + 1)) ?? {})
    o = o[k] as Json
  })
  o[path[path.length - 1]] = value
}

const current = (item: ItemDef, site: Json, providers: Json): unknown =>
  'site' in item.at ? (getPath(site, item.at.site) ?? getPath(DEFAULT_SITE as unknown as Json, item.at.site)) : providers[item.key]

const asText = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v))

/** MeEdu's `GET /setting`: the items by group, a private value masked when set. */
export function settingGroups(site: Json, providers: Json): Record<string, SettingItem[]> {
  const groups: Record<string, SettingItem[]> = {}
  SETTING_ITEMS.forEach((item, i) => {
    const value = asText(current(item, site, providers))
    ;(groups[item.group] ??= []).push({
      key: item.key,
      name: item.name,
      group: item.group,
      field_type: item.field_type,
      sort: i,
      value: item.private && value ? PRIVATE_MASK : value,
      default_value: '',
      is_private: item.private ? 1 : 0,
      is_show: 1,
      help: item.help ?? '',
      option_value: item.option_value ?? null
    })
  })
  return groups
}

/** One value as its item keeps it, or the reason it is refused. */
function parse(item: ItemDef, raw: string | number | boolean): { value: unknown } | { problem: string } {
  const text = typeof raw === 'boolean' ? (raw ? '1' : '0') : String(raw).trim()
  switch (item.field_type) {
    case 'number': {
      const n = Number(text)
      return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? { value: n } : { problem: `${item.name}须为不小于0的整数` }
    }
    case 'switch':
      return text === '1' || text === '0' ? { value: Number(text) } : { problem: `${item.name}取值不正确` }
    case 'select':
      return item.option_value?.some((o) => o.key === text) ? { value: text } : { problem: `${item.name}取值不正确` }
    default: {
      const max = item.field_type === 'longtext' || item.field_type === 'textarea' ? MAX_LONG : MAX_TEXT
      if (text.length > max) return { problem: `${item.name}过长` }
      if (item.required && !text) return { problem: `请填写${item.name}` }
      if (item.url && text && !URL_LIKE.test(text)) return { problem: `${item.name}须为 http(s):// 开头的地址` }
      return { value: item.url ? text.replace(/\/+$/, '') : text }
    }
  }
}

const BY_KEY = new Map(SETTING_ITEMS.map((i) => [i.key, i]))

/**
 * MeEdu's `POST /setting` body applied to copies of the stored settings: every key known and every value
 * valid, or a refusal naming the first problem (nothing is written then). A private item sent back as its
 * mask keeps its value.
 */
export function applySettings(config: Record<string, string | number | boolean>, site: Json, providers: Json): { site: Json; providers: Json } {
  const nextSite = structuredClone(site)
  const nextProviders = structuredClone(providers)
  const entries = Object.entries(config)
  if (!entries.length) throw fail('参数错误')
  for (const [key, raw] of entries) {
    const item = BY_KEY.get(key)
    if (!item) throw fail(`配置项不存在：${key}`)
    if (item.private && raw === PRIVATE_MASK) continue
    const parsed = parse(item, raw)
    if ('problem' in parsed) throw fail(parsed.problem)
    if ('site' in item.at) setSitePath(nextSite, item.at.site, parsed.value)
    else nextProviders[item.key] = parsed.value
  }
  return { site: nextSite, providers: nextProviders }
}
