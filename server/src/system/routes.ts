import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import * as C from '~types/contract/site'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { readSetting } from './settings'
import { readSite } from './site'
import { route } from '../http/route'
import { pageBlocks } from './store'
import { renderBlock } from './blocks'
import { allLinks, navTree, slidersOf } from './decoration'
import { site } from '~types/endpoints/site'
import { pathOf } from '~types/endpoints/endpoint'

export async function systemRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, site.config, { schema: { response: C.SiteConfig } }, async () => {
    const settings = await readSite(db)
    const url = ctx.publicUrl
    const protocol = (name: string, own: string) => own || `${url}${pathOf(site.protocol, { name })}`
    return ok({
      ...settings,
      url,
      h5_url: settings.h5_url || url,
      user_protocol: protocol('user', settings.user_protocol),
      user_private_protocol: protocol('private', settings.user_private_protocol),
      vip_protocol: protocol('vip', settings.vip_protocol),
      enabled_addons: ctx.enabledAddons,
      // MeEdu's PC client reads these three here (OtherController::config).
      sliders: await slidersOf(db, 'PC'),
      navs: await navTree(db, 'PC'),
      links: await allLinks(db),
      // Ours, only when on: otherwise the keys stay MeEdu's own.
      ...(ctx.providers.virtualPayment ? { virtual_payment: 1 as const } : {})
    })
  })

  // Template add-on config ("newconfig", docs/API.md): presentation settings of the mobile template.
  route(app, site.templateConfig, { schema: { response: C.TemplateConfig } }, async () =>
    ok(await readSetting<C.TemplateConfig>(db, 'template', {})))

  // Protocol pages linked from the login consent line; plain HTML the studio can replace.
  route(app, site.protocol, { schema: { params: C.ProtocolParams } }, async (req, reply) => {
      const titles = { user: '用户协议', private: '隐私政策', vip: '会员服务协议' } as const
      const title = titles[req.params.name]
      const body = (await readSetting(db, 'protocols', {} as Record<string, string>))[req.params.name] ?? ''
      reply.type('text/html; charset=utf-8')
      return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body style="font:16px/1.7 -apple-system,sans-serif;padding:16px;color:#333"><h1 style="font-size:20px">${title}</h1>${body}</body>`
    })

  route(app, site.pageBlocks, { schema: { query: C.BlocksQuery, response: Type.Array(C.ViewBlockSchema) }, publicCache: true }, async (req) => {
      const q = req.query
      const rows = await pageBlocks(db, q.platform.toLowerCase(), q.page_name)
      // Blocks of an add-on that is off are left out (their links would lead to pages that 404).
      const shown = rows.filter((b) => ctx.addonBlocks?.[b.sign] !== null)
      const blocks = []
      for (const b of shown) blocks.push({ ...b, config_render: await renderBlock(ctx, b.sign, JSON.parse(b.config)) })
      return ok(blocks)
    })
}
