/**
 * Compile-time only (nothing imports this file, so no build bundles it): each host capability's variant
 * for the target being typechecked exports exactly its interface in host/types.ts, as
 * platform/conformance.ts checks platform/'s.
 */
import type { DeviceCapability, EarlyDataCapability } from './types'

/** `Module` satisfies `Api`, and exports no value `Api` lacks. */
export type Exactly<Api, Module extends Api & Record<Exclude<keyof Module, keyof Api>, never>> = Module

export type Conformance = [Exactly<DeviceCapability, typeof import('./device')>, Exactly<EarlyDataCapability, typeof import('./earlyData')>]
