import type { EarlyAnswer } from './types'

/** weapp: there is no index.html to start requests early; every call goes to the network. */

export function takeEarlyAnswer(_url: string, _params: Record<string, unknown> | undefined, _token: string): Promise<EarlyAnswer> | undefined {
  return undefined
}

export function claimArrivedEarlyAnswer(_url: string, _params: Record<string, unknown> | undefined, _token: string, _accept: (answer: EarlyAnswer) => boolean): boolean {
  return false
}
