import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import Fastify, { type FastifyInstance } from 'fastify'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'

/**
 * Security headers (docs/decisions/security-headers-and-csp.md) through @fastify/helmet. The
 * Content-Security-Policy allows the built H5 page's inline scripts by their SHA-256 hashes, computed at start
 * from dist/h5/index.html (the post-build inlines the early-data and early-chunk scripts and the app
 * stylesheet), so no 'unsafe-inline' script is ever allowed. Images and media may come from any HTTPS
 * origin (course covers on a CDN), this server and data:/blob: URIs.
 *
 * The policy is enforced (checked in chromium: the e2e journeys and every tab, the lesson player with a
 * signed full lesson, zero violations); CSP_REPORT_ONLY=1 turns it into a report-only header.
 */
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Hashes of the inline <script> elements of the built page. */
function inlineHashes(html: string): { scripts: string[] } {
  return { scripts: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1])) }
}

export function helmetOptions(opts: { staticDir?: string; production: boolean; enforceCsp: boolean }): FastifyHelmetOptions {
  const index = opts.staticDir ? path.join(opts.staticDir, 'index.html') : ''
  const { scripts } = index && fs.existsSync(index) ? inlineHashes(fs.readFileSync(index, 'utf8')) : { scripts: [] }
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: !opts.enforceCsp,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scripts],
        // Taro and the rich-text course pages set style attributes, which only 'unsafe-inline' allows (a
        // hash in the list would switch it off); styles cannot run script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // blob: lets Taro's H5 uploadFile read the picture the learner just picked (a page-made object URL)
        // before sending it (Q&A images).
        connectSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"]
      }
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Covers, avatars and lessons are loaded by the H5 app on other origins (CORS_ORIGINS) too.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Payment and social-login pages are opened from the app and must be able to return to it.
    crossOriginOpenerPolicy: false,
    hsts: opts.production ? { maxAge: 180 * 86400 } : false
  }
}

/** Headers Node or Fastify write for every answer, not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/**
 * Sets the headers @fastify/helmet sets with `options` on every answer, worked out once at start: the
 * plugin builds helmet's middleware again for each request (parsing and checking the whole CSP each time,
 * about 4% of a catalogue read's CPU in the server bench's profile), although the headers never change. They
 * are taken from the plugin itself, answering one request of a throwaway instance, so they stay exactly
 * the plugin's.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify()
  await probe.register(helmet, options)
  probe.get('/', async () => '')
  const answer = await probe.inject('/')
  await probe.close()
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_HELMET.has(name)))
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers)
    done()
  })
}
