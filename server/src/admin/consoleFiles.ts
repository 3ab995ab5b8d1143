import fs from 'fs'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { named } from '../http/plugin'

const CONSOLE_PREFIX = '/admin'

/**
 * Serves the console's build (dist/admin) at /admin/: hashed assets for a year, the page always fresh, and
 * every other path under /admin/ answered by the page, so a console route opened by URL loads the app
 * (which then routes it, or shows its own 404). Nothing is served when the build is missing.
 */
export async function registerConsole(app: FastifyInstance, dir: string): Promise<void> {
  const index = path.join(dir, 'index.html')
  if (!fs.existsSync(index)) return
  app.get(CONSOLE_PREFIX, async (_req, reply) => reply.redirect(`${CONSOLE_PREFIX}/`))
  await app.register(
    named(async (scope) => {
      await scope.register(fastifyStatic, {
        root: dir,
        prefix: '/',
        decorateReply: false,
        preCompressed: true,
        setHeaders(res, file) {
          res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache')
        }
      })
      scope.setNotFoundHandler(async (req, reply) => {
        // A missing asset is a 404; a console route is the page.
        if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0])) return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在')
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(await fs.promises.readFile(index))
      })
    }, 'console'),
    { prefix: CONSOLE_PREFIX }
  )
}
