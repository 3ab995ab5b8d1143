import type { Member } from '../../types/contract/member'
import type { SiteConfig } from '../../types/contract/site'

export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    name: '琴艺课堂',
    logo: '',
    url: 'http://api.test',
    pc_url: '',
    h5_url: '',
    user_protocol: 'http://api.test/protocol/user',
    user_private_protocol: 'http://api.test/protocol/private',
    vip_protocol: 'http://api.test/protocol/vip',
    aboutus: '',
    player: { cover: '', enabled_bullet_secret: 0, bullet_secret: { size: 14, color: 'red', opacity: 1, text: '${mobile}' } },
    member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
    socialites: { qq: 0, wechat_oauth: 0 },
    enabled_addons: [],
    ...overrides
  }
}

export function member(overrides: Partial<Member> = {}): Member {
  return {
    id: 1,
    avatar: '',
    nick_name: '小明',
    mobile: '13800138000',
    is_lock: 0,
    is_active: 1,
    role_id: 0,
    role_expired_at: null,
    invite_balance: 0,
    is_password_set: 1,
    is_set_nickname: 1,
    created_at: '2026-01-01 10:00:00',
    credit1: 120,
    credit2: 0,
    credit3: 0,
    role: null,
    is_bind_qq: 0,
    is_bind_wechat: 0,
    is_bind_mobile: 1,
    invite_people_count: 0,
    is_face_verify: true,
    profile_real_name: '',
    profile_id_number: '',
    ...overrides
  }
}
