/**
 * Feature flags of the client (SPEC section 3, `configFunc`), derived from the server's
 * `enabled_addons` by src/core/features.ts. `learnPath` and `pianoAudio` are our additions: learning paths are an add-on
 * too (LearnPaths), and the piano audio library is the studio's own (PianoAudio); their pages need a gate
 * like the others.
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
  | 'pianoAudio'

export type FeatureFlags = Record<FeatureFlag, boolean>
