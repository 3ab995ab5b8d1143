import type { FastifyInstance } from 'fastify'
import type { AppContext } from './context'

/**
 * The add-on seam (CONTRACT 2.8): each add-on is a Fastify plugin under its MeEdu name, registered only
 * when listed in `enabled_addons`. Later add-ons (Zhibo, MeeduBooks, Paper, ...) add themselves here.
 */
export type AddonModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>

export const ADDONS: Record<string, AddonModule> = {}

export async function registerAddons(app: FastifyInstance, ctx: AppContext): Promise<string[]> {
  const registered: string[] = []
  for (const name of ctx.enabledAddons) {
    const addon = ADDONS[name]
    if (!addon) continue
    await app.register(addon, ctx)
    registered.push(name)
  }
  return registered
}
