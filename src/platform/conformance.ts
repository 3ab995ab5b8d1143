/**
 * Compile-time only (nothing imports this file, so no build bundles it): each capability's variant for
 * the target being typechecked exports exactly its interface in platform/types.ts. `tsc -p tsconfig.json`
 * checks the .h5 files, `tsc -p tsconfig.weapp.json` the .weapp files.
 */
import type {
  ExternalCapability,
  MiniLoginCapability,
  PageLoadCapability,
  PaymentCapability,
  PosterCapability,
  PrivacyCapability,
  SubscribeCapability,
  AddressCapability,
  SaveImageCapability,
  SharedAudioCapability,
  ClickContextCapability,
  OfflineCapability,
  RecorderCapability,
  DownloadsCapability,
  TakeFilesCapability,
  MicFramesCapability,
  VideoKeysCapability
} from './types'
import type { Exactly } from '../host/conformance'


export type Conformance = [
  Exactly<ExternalCapability, typeof import('./external')>,
  Exactly<MiniLoginCapability, typeof import('./miniLogin')>,
  Exactly<PageLoadCapability, typeof import('./pageLoad')>,
  Exactly<PaymentCapability, typeof import('./payment')>,
  Exactly<SaveImageCapability, typeof import('./saveImage')>,
  Exactly<SharedAudioCapability, typeof import('./sharedAudio')>,
  Exactly<ClickContextCapability, typeof import('./clickContext')>,
  Exactly<PosterCapability, typeof import('./poster')>,
  Exactly<PrivacyCapability, typeof import('./privacy')>,
  Exactly<SubscribeCapability, typeof import('./subscribe')>,
  Exactly<AddressCapability, typeof import('./address')>,
  Exactly<OfflineCapability, typeof import('./offline')>,
  Exactly<RecorderCapability, typeof import('./recorder')>,
  Exactly<DownloadsCapability, typeof import('./downloads')>,
  Exactly<TakeFilesCapability, typeof import('./takeFiles')>,
  Exactly<MicFramesCapability, typeof import('./micFrames')>,
  Exactly<VideoKeysCapability, typeof import('./videoKeys')>
]
