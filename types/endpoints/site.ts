/** Site config, pages, view blocks and captchas (CONTRACT 2.1-2.2). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Common from '../contract/common'
import type * as Site from '../contract/site'

export const site = {
  config: endpoint<{ response: Static<typeof Site.SiteConfig> }>('GET', '/api/v2/other/config'),
  templateConfig: endpoint<{ response: Static<typeof Site.TemplateConfig> }>('GET', '/addons/templateOne/api/v1/config'),
  protocol: endpoint<{ params: Static<typeof Site.ProtocolParams>; response: NotJson }>('GET', '/api/v2/protocol/:name'),
  pageBlocks: endpoint<{ query: Static<typeof Site.BlocksQuery>; response: Static<typeof Site.ViewBlockSchema>[] }>('GET', '/api/v2/viewBlock/page/blocks'),
  imageCaptcha: endpoint<{ response: Static<typeof Site.ImageCaptcha> }>('GET', '/api/v2/captcha/image'),
  sendSms: endpoint<{ body: Static<typeof Site.SmsBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/captcha/sms'),
  sendSmsWithoutCaptcha: endpoint<{ body: Static<typeof Site.SmsWithoutCaptchaBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/captcha/smsWithoutCaptcha')
} as const
