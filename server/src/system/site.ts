import type { Db, Trx } from '../db/kysely'
import { readSetting } from './settings'

/** The site settings (`other/config`'s stored part) and their defaults: read by routes, orders, seeds and add-ons. */
export interface SiteSettings {
  name: string
  logo: string
  pc_url: string
  h5_url: string
  icp: string
  icp_link: string
  icp2: string
  icp2_link: string
  user_protocol: string
  user_private_protocol: string
  vip_protocol: string
  aboutus: string
  player: { cover: string; enabled_bullet_secret: 0 | 1; bullet_secret: { size: number; color: string; opacity: number; text: string } }
  member: { enabled_mobile_bind_alert: 0 | 1; enabled_face_verify: boolean }
  socialites: { qq: 0 | 1; wechat_oauth: 0 | 1 }
  credit1_reward: { register: number; watched_vod_course: number; watched_video: number; paid_order: number }
}

export const DEFAULT_SITE: SiteSettings = {
  name: '琴艺课堂',
  logo: '',
  pc_url: '',
  h5_url: '',
  icp: '',
  icp_link: '',
  icp2: '',
  icp2_link: '',
  user_protocol: '',
  user_private_protocol: '',
  vip_protocol: '',
  aboutus: '',
  player: { cover: '', enabled_bullet_secret: 1, bullet_secret: { size: 14, color: 'red', opacity: 0.6, text: '${mobile}' } },
  member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
  socialites: { qq: 0, wechat_oauth: 0 },
  credit1_reward: { register: 20, watched_vod_course: 10, watched_video: 1, paid_order: 0 }
}

export const readSite = (db: Db | Trx): Promise<SiteSettings> => readSetting(db, 'site', DEFAULT_SITE)
