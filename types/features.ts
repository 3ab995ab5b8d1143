/**
 * Feature flags of the client (SPEC section 3, `configFunc`), derived from the server's
 * `enabled_addons` by src/core/features.ts. `learnPath` is our addition: learning paths are an add-on
 * too (LearnPaths) and their pages need a gate like the others.
 */
export type FeatureFlag =
  | 'vip'
  | 'live'
  | 'book'
  | 'topic'
  | 'paper'
  | 'practice'
  | 'mockPaper'
  | 'wrongBook'
  | 'wenda'
  | 'share'
  | 'codeExchanger'
  | 'snapshort'
  | 'ke'
  | 'promoCode'
  | 'daySignIn'
  | 'credit1Mall'
  | 'miaosha'
  | 'tuangou'
  | 'cert'
  | 'learnPath'

export type FeatureFlags = Record<FeatureFlag, boolean>
