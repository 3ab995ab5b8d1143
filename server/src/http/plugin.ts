import type { FastifyPluginAsync } from 'fastify'

const DISPLAY_NAME = Symbol.for('fastify.display-name')

/**
 * `plugin` with its name set. Fastify names a plugin that has none by scanning every loaded module
 * (require.cache) for the one that exports it, twice per registration: under jest's module registry
 * that scan was about a seventh of the server tests' CPU (2026-11-26 profile).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function named<P extends FastifyPluginAsync<any>>(plugin: P, name = plugin.name): P {
  ;(plugin as unknown as Record<symbol, string>)[DISPLAY_NAME] = name
  return plugin
}
