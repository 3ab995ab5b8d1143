/**
 * The one place the app reports problems it recovers from (navigation failures, ignored auto-login
 * errors). Warnings only: nothing here is user-facing, and production keeps them for remote debugging.
 */
export function logWarn(context: string, error?: unknown): void {
  // eslint-disable-next-line no-console -- the app's one console call; everything else goes through here
  console.warn(`[studio] ${context}`, error ?? '')
}
