/**
 * Structured logs (pino through Fastify) without secrets: request URLs lose `token` and `sig`, and the
 * Authorization header is never logged (the default serializer does not include headers).
 */
const SECRET_PARAMS = /([?&](?:token|sig|password|mobile_code)=)[^&#]*/gi

const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]')

export function loggerOptions(level: 'info' | 'error', stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(req: { method?: string; url?: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip }
      }
    }
  }
}
