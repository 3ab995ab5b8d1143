/**
 * The config items 系统配置 shows, with MeEdu's keys, names, groups and field types (AppConfigSeeder), and
 * where each is kept here: a path in the learner-visible `site` settings (what `other/config` serves), or
 * the server-only `providers` settings (SMS and payment keys: never in an answer to a learner, masked to staff).
 */
import type { SettingItem } from '~types/contract/admin/system'

export interface ItemDef {
  key: string
  name: string
  group: string
  field_type: SettingItem['field_type']
  help?: string
  option_value?: { title: string; key: string }[]
  /** `site`: a path in the site settings; `providers`: the item's key in the server-only provider settings. */
  at: { site: string[] } | { providers: true }
  /** Private: shown as MeEdu's mask, kept when the mask comes back. */
  private?: true
  required?: true
  url?: true
}

const site = (...path: string[]) => ({ site: path })
const providers = { providers: true } as const

export const SETTING_ITEMS: readonly ItemDef[] = [
  { key: 'meedu.system.name', name: '网站名', group: '系统', field_type: 'text', at: site('name'), required: true },
  { key: 'meedu.system.logo', name: '网站Logo', group: '系统', field_type: 'image', at: site('logo'), url: true, help: '图片地址（https://... 或站内 /media/... 路径）' },
  { key: 'meedu.system.pc_url', name: 'PC访问地址', group: '系统', field_type: 'text', at: site('pc_url'), url: true, help: '电脑访问 H5 时跳转到这里；留空则不跳转' },
  { key: 'meedu.system.h5_url', name: 'H5访问地址', group: '系统', field_type: 'text', at: site('h5_url'), url: true },
  { key: 'meedu.system.icp', name: 'ICP备案号', group: '系统', field_type: 'text', at: site('icp') },
  { key: 'meedu.system.icp_link', name: 'ICP备案号点击链接', group: '系统', field_type: 'text', at: site('icp_link'), url: true },
  { key: 'meedu.system.icp2', name: '公安网备案号', group: '系统', field_type: 'text', at: site('icp2') },
  { key: 'meedu.system.icp2_link', name: '公安网备案号点击链接', group: '系统', field_type: 'text', at: site('icp2_link'), url: true },
  { key: 'meedu.aboutus', name: '关于我们', group: '系统', field_type: 'longtext', at: site('aboutus') },
  { key: 'meedu.member.protocol', name: '用户协议', group: '会员', field_type: 'longtext', at: site('user_protocol') },
  { key: 'meedu.member.private_protocol', name: '用户隐私协议', group: '会员', field_type: 'longtext', at: site('user_private_protocol') },
  { key: 'meedu.member.vip_protocol', name: '会员服务协议', group: '会员', field_type: 'longtext', at: site('vip_protocol') },
  { key: 'meedu.member.enabled_mobile_bind_alert', name: '强制绑定手机号', group: '会员', field_type: 'switch', at: site('member', 'enabled_mobile_bind_alert') },
  { key: 'meedu.member.credit1.register', name: '注册送积分', group: '积分', field_type: 'number', at: site('credit1_reward', 'register') },
  { key: 'meedu.member.credit1.watched_course', name: '看完课程送积分', group: '积分', field_type: 'number', at: site('credit1_reward', 'watched_vod_course') },
  { key: 'meedu.member.credit1.watched_video', name: '看完视频送积分', group: '积分', field_type: 'number', at: site('credit1_reward', 'watched_video') },
  { key: 'meedu.member.credit1.paid_order', name: '支付订单送积分', group: '积分', field_type: 'number', at: site('credit1_reward', 'paid_order'), help: '按订单金额的百分比' },
  {
    key: 'meedu.system.sms',
    name: '短信服务商',
    group: '短信',
    field_type: 'select',
    at: providers,
    option_value: [
      { title: '阿里云', key: 'aliyun' },
      { title: '腾讯云', key: 'tencent' }
    ]
  },
  { key: 'sms.gateways.aliyun.access_key_id', name: '阿里云 AccessKeyId', group: '短信', field_type: 'text', at: providers },
  { key: 'sms.gateways.aliyun.access_key_secret', name: '阿里云 AccessKeySecret', group: '短信', field_type: 'text', at: providers, private: true },
  { key: 'sms.gateways.aliyun.sign_name', name: '阿里云短信签名', group: '短信', field_type: 'text', at: providers },
  { key: 'sms.gateways.tencent.sdk_app_id', name: '腾讯云 SdkAppId', group: '短信', field_type: 'text', at: providers },
  { key: 'sms.gateways.tencent.secret_id', name: '腾讯云 SecretId', group: '短信', field_type: 'text', at: providers },
  { key: 'sms.gateways.tencent.secret_key', name: '腾讯云 SecretKey', group: '短信', field_type: 'text', at: providers, private: true },
  { key: 'sms.gateways.tencent.sign_name', name: '腾讯云短信签名', group: '短信', field_type: 'text', at: providers },
  { key: 'meedu.payment.alipay.enabled', name: '支付宝支付', group: '支付', field_type: 'switch', at: providers },
  { key: 'pay.alipay.app_id', name: '支付宝 AppId', group: '支付', field_type: 'text', at: providers },
  { key: 'pay.alipay.private_key', name: '支付宝应用私钥', group: '支付', field_type: 'textarea', at: providers, private: true },
  { key: 'pay.alipay.ali_public_key', name: '支付宝公钥', group: '支付', field_type: 'textarea', at: providers },
  { key: 'meedu.payment.wechat.enabled', name: '微信支付', group: '支付', field_type: 'switch', at: providers },
  { key: 'pay.wechat.app_id', name: '微信支付 AppId', group: '支付', field_type: 'text', at: providers },
  { key: 'pay.wechat.mch_id', name: '微信支付商户号', group: '支付', field_type: 'text', at: providers },
  { key: 'pay.wechat.key', name: '微信支付 API 密钥', group: '支付', field_type: 'text', at: providers, private: true }
]

/** MeEdu's ConfigConstant::PRIVATE_MASK: what a private item shows, and what means "unchanged" when sent back. */
export const PRIVATE_MASK = '************'
