/**
 * Feature flags of the client (SPEC section 3, `configFunc`), derived from the server's
 * `enabled_addons` by src/core/features.ts. `learnPath`, `pianoAudio`, `tutorTime` and `homework` are our additions:
 * learning paths are an add-on too (LearnPaths), the piano audio library is the studio's own (PianoAudio),
 * and tutoring time is our add-on `TutorTime` (docs/API.md); their pages need a gate like the others.
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
  | 'homework'
  | 'tutorTime'

export type FeatureFlags = Record<FeatureFlag, boolean>
