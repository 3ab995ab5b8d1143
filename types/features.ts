/**
 * Feature flags of the client (SPEC section 3, `configFunc`), derived from the server's
 * `enabled_addons` by src/core/features.ts. `learnPath` is our addition: learning paths are an add-on
 * too (LearnPaths) and their pages need a gate like the others. `tutorTime` too: tutoring time is our
 * add-on `TutorTime` (docs/API.md), gating its three pages.
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
  | 'tutorTime'

export type FeatureFlags = Record<FeatureFlag, boolean>
