/**
 * One interface per platform capability. Each capability is two files, `name.h5.ts` and `name.weapp.ts`;
 * Taro (and tsc through `moduleSuffixes`, jest through `moduleFileExtensions`) picks one per target for
 * the extension-less import `platform/name`. platform/conformance.ts checks, in both typechecks, that the
 * target's variant exports exactly its interface: a function added to one variant only, or with another
 * signature, fails typecheck. Named `types.ts`, not `name.ts`, so it can never shadow a variant.
 * platform/ sits above core (a capability may call the API, store, toast); what core itself needs of the
 * host (the device, early answers) is host/, below core, in the same two-file shape.
 */
import type { SubscribeKind } from '~types/contract/subscribe'

/** platform/external: leaving the app for a web page. */
export interface ExternalCapability {
  /** Leaves the app for an external page (face verification, social login, a payment gateway, a document). */
  openExternal(url: string): void
}

export type MiniLoginResult = { token: string } | { needsPhone: true; openid: string }

/** platform/miniLogin: the mini-program session login (docs/API.md); unavailable on H5. */
export interface MiniLoginCapability {
  readonly miniLoginAvailable: boolean
  miniProgramLogin(): Promise<MiniLoginResult>
  /** `phoneCode` is the code of the getPhoneNumber button's event; resolves the token. */
  miniProgramPhoneLogin(phoneCode: string): Promise<string>
  /** Binds WeChat's number to the account of `token` (the server exchanges `phoneCode`; docs/API.md). */
  miniProgramBindPhone(phoneCode: string, token: string): Promise<void>
}

/** platform/pageLoad: feedback while a page's code loads (SPEC section 9). */
export interface PageLoadCapability {
  readonly PAGE_LOADING_DELAY_MS: number
  isChunkLoadError(reason: unknown): boolean
  installPageLoadFeedback(): void
}

export interface PayRequest {
  orderId: string
  payment: string
  successUrl: string
  failUrl: string
}

/** Payment scene for GET /api/v2/order/payments. */
export type PaymentScene = 'h5' | 'wechat' | 'mini'

/** platform/payment: paying an order. `left`: the app is leaving for a gateway; `done`: paid in place. */
export interface PaymentCapability {
  payOrder(req: PayRequest): Promise<'left' | 'done'>
  paymentScene(): PaymentScene
}

/** platform/saveImage: keeping an image the server renders (a certificate) on the device. */
export interface SaveImageCapability {
  /**
   * H5: downloads the file (`urlWithToken` carries the token: a download cannot send a header).
   * weapp: downloads with the bearer header and saves it to the album, asking for the album permission
   * and, once refused, offering the settings page. Resolves true when saved.
   */
  saveImage(url: string, urlWithToken: string, token: string, fileName: string): Promise<boolean>
  /**
   * An image the app made (a poster): H5 downloads `image` (a data URL) as `fileName`; weapp saves the
   * temp file `image` to the album with the same permission flow, naming `what` when asking. True when saved.
   */
  saveLocalImage(image: string, fileName: string, what: string): Promise<boolean>
}


/** What the shared player plays: the (signed) URL and what the system's media controls show. */
export interface AudioSource {
  src: string
  title: string
  singer: string
}

/** What the shared player reports. `onTime` fires several times a second while playing. */
export interface AudioEvents {
  onTime(position: number, duration: number): void
  onPlaying(): void
  onPause(): void
  onEnded(): void
  onError(message: string): void
  /** The system's media controls (lock screen, WeChat's floating player). */
  onNext(): void
  onPrev(): void
}

/** The one player of the app: it keeps playing while the learner moves between pages. */
export interface SharedAudio {
  load(source: AudioSource, startAt: number): void
  play(): void
  pause(): void
  seek(seconds: number): void
  /** Speed with the pitch kept (H5: `preservesPitch`; weapp: the manager's `playbackRate`). */
  setRate(rate: number): void
  position(): number
  paused(): boolean
}

/** platform/sharedAudio: weapp the background audio manager, H5 one `<audio>` element on the document. */
export interface SharedAudioCapability {
  /** The one instance; `events` of the latest caller receive what happens. */
  sharedAudio(events: AudioEvents): SharedAudio
  /** Speed of a page's `<Video id>` with the pitch kept (the lesson player's practice tools). */
  setVideoRate(videoId: string, rate: number): void
}

/** The few Web Audio calls the metronome makes; H5 AudioContext and weapp WebAudioContext both have them. */
interface ClickNode {
  connect(to: unknown): unknown
}
interface ClickOscillator extends ClickNode {
  frequency: { value: number }
  start(when: number): void
  stop(when: number): void
}
interface ClickGain extends ClickNode {
  gain: { setValueAtTime(v: number, t: number): unknown; exponentialRampToValueAtTime(v: number, t: number): unknown }
}
export interface ClickContext {
  readonly currentTime: number
  readonly destination: unknown
  createOscillator(): ClickOscillator
  createGain(): ClickGain
  resume(): Promise<unknown> | unknown
  close(): Promise<unknown> | unknown
}

/** platform/clickContext: an audio clock and output for scheduled clicks. */
export interface ClickContextCapability {
  createClickContext(): ClickContext
}

/** One drawing step of a poster, in poster pixels (features/share/poster.ts lays them out). */
export type PosterOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string }
  | { kind: 'image'; src: string; x: number; y: number; w: number; h: number; round?: boolean; fallback: string }
  | { kind: 'text'; text: string; x: number; y: number; size: number; color: string; bold?: boolean; align?: 'left' | 'center' | 'right' }

/** platform/poster: drawing a poster on a canvas and giving back its image. */
export interface PosterCapability {
  /**
   * Draws `ops` on canvas `canvasId` of `size` poster pixels. H5: an off-screen `<canvas>`, the result a
   * PNG data URL. weapp: the page's `<canvas canvas-id>` (see PosterCanvas), images fetched first
   * (getImageInfo), the result a temp file path. An image that cannot load leaves its `fallback` colour.
   */
  drawPoster(canvasId: string, ops: PosterOp[], size: { width: number; height: number }): Promise<string>
  /** The canvas element the page renders for drawPoster (weapp; nothing on H5, which draws off-screen). */
  PosterCanvas(props: { canvasId: string; width: number; height: number }): unknown
}

/** platform/privacy: WeChat's privacy authorization through the app's own sheet (core/privacy); nothing on H5. */
export interface PrivacyCapability {
  installPrivacyFlow(): void
}


/** platform/subscribe: WeChat subscribe messages; H5 has none. */
export interface SubscribeCapability {
  /**
   * A button that asks WeChat for the kind's one-time subscription from the learner's tap and keeps it on
   * the server for `id` (a live course, an exam sitting). weapp: shown only when the studio has the
   * template; nothing on H5.
   */
  SubscribeButton(props: { kind: SubscribeKind; id: number; label: string; doneLabel: string }): unknown
}

/** The address a learner keeps in WeChat, in the app's address-form fields. */
export interface WechatAddress {
  name: string
  mobile: string
  province: string
  city: string
  area: string
  street: string
}

/** platform/address: the learner's WeChat address (weapp, wx.chooseAddress); unavailable on H5. */
export interface AddressCapability {
  readonly wechatAddressAvailable: boolean
  /** The address chosen, or null when the learner closed the picker or declined. */
  chooseWechatAddress(): Promise<WechatAddress | null>
}

/**
 * platform/offline: H5 the service worker (registered on https, or where config.js says
 * `serviceWorker: true`), its 有新版本 prompt and the 离线 notice; weapp has no worker.
 */
export interface OfflineCapability {
  /**
   * Once at startup: the worker and the update flow (H5), the notice while the device is offline, and
   * the caches that hold a learner's data deleted whenever the session's learner changes (logout, login);
   * downloads (both builds) removed when a learner other than their owner logs in.
   */
  installOffline(): void
  /** Calls `back` whenever the network comes back; returns the unsubscribe. */
  onReconnect(back: () => void): () => void
}

/** A finished take on the device: `path` is what uploadFile and the shared player read (H5 a blob URL, weapp a temp file). */
export interface RecordedTake {
  path: string
  durationMs: number
  size: number
  mime: string
}

/** A recording in progress. */
export interface RecordingSession {
  /** Ends the take and gives it back. */
  stop(): Promise<RecordedTake>
  /** Ends it and throws it away (the page left). */
  cancel(): void
}

/**
 * platform/recorder: recording a homework take from the microphone. H5: MediaRecorder on
 * getUserMedia (webm/opus), the level from an AnalyserNode; weapp: the RecorderManager (aac) behind the
 * privacy flow and the `scope.record` permission, the level from its small encoded frames. Loaded only by
 * the homework pages (packageB).
 */
export interface RecorderCapability {
  /**
   * Asks for the microphone and starts. `onLevel` gets 0..1 about 20 times a second. Rejects with an Error
   * whose message is fit to show (no microphone, permission refused), or quietly (`message` '') when the
   * learner declined the privacy guide (the privacy sheet has said why).
   */
  startRecording(onLevel: (level: number) => void): Promise<RecordingSession>
  /** Frees a take the learner threw away or that reached the server. */
  discardRecording(take: RecordedTake): void
}

/**
 * platform/takeFiles: a recorded take kept on the device until the server has it, across
 * restarts. H5: the blob in Cache Storage (cache `studio-pending-takes`, keys `/pending-takes/<client id>`);
 * weapp: the temp file saved with the file system manager. The queue itself is in storage (core/keptTakes).
 * Loaded by the homework pages; platform/offline deletes the files when their learner logs out.
 */
export interface TakeFilesCapability {
  /** Keeps the recording at `path` (H5 a blob URL, weapp a temp file); resolves where it is kept. Rejects with a Chinese message. */
  keepTakeFile(clientId: string, path: string): Promise<string>
  /** What uploadFile reads for a kept take (H5 a blob URL of it, weapp its saved path). */
  takeFileUrl(kept: string): Promise<string>
  /** Deletes kept takes; one already gone is not an error. */
  deleteTakeFiles(kept: string[]): Promise<void>
}

/** A stored download: where the device keeps it (`local`) and its size in bytes. */
export interface StoredFile {
  local: string
  size: number
}

/**
 * platform/downloads: audio kept on the device for offline play. H5: Cache Storage (cache
 * `studio-downloads`, keys `/offline-media/<uid>/<kind>/<id>` that the service worker answers, ranges
 * included); weapp: files saved with the file system manager, under WeChat's 200 MB limit. The index of
 * what was downloaded is features/downloads (the same on both builds). Failures reject with a Chinese message.
 */
export interface DownloadsCapability {
  /** The device's fixed limit for saved files in bytes (weapp 200 MB); null where the browser decides (H5). */
  readonly downloadLimit: number | null
  /** Fetches the signed `url` and keeps it under the stable `key` (`<uid>/<kind>/<id>`). */
  storeDownload(key: string, url: string): Promise<StoredFile>
  /** What the shared player plays for a stored file. */
  playableUrl(local: string): Promise<string>
  /** Deletes stored files; one already gone is not an error. */
  deleteDownloads(locals: string[]): Promise<void>
}

/** Why the microphone could not be opened: `denied` the learner (or the browser) refused it; `privacy` declined the privacy guide (the sheet said why). */
export type MicFailure = 'unsupported' | 'denied' | 'privacy' | 'failed'

/** What openMic rejects with: the failure, and a Chinese message fit to show ('' for `privacy`). */
export interface MicError extends Error {
  failure: MicFailure
}

/** An open microphone: its sample rate and the way to close it. */
export interface MicStream {
  readonly sampleRate: number
  stop(): void
}

/**
 * platform/micFrames: the microphone as a stream of mono samples (-1..1) for listen mode's ear
 * (features/playAlong/session.ts). H5: getUserMedia with the voice processing off and an AudioWorklet that
 * posts 256-sample blocks (a ScriptProcessor where the worklet cannot load); weapp: the RecorderManager's PCM
 * frames (Int16) behind the privacy flow and `scope.record`. Loaded only by the listen-mode page (packageB).
 */
export interface MicFramesCapability {
  /** Asks for the microphone and starts delivering samples to `onSamples` as they arrive. Rejects with a MicError. */
  openMic(onSamples: (samples: Float32Array) => void): Promise<MicStream>
}

/**
 * platform/videoKeys: the learner's credentials on the key requests of an encrypted lesson (HLS, AES-128).
 * H5: hls.js (the one Taro's video loads) sends the learner's token with each key request, which the server
 * requires of a key signed for that learner. weapp: WeChat's own player sends no header; its key URLs are
 * bound to the learner's address by the server instead, so there is nothing to do.
 */
export interface VideoKeysCapability {
  /** Resolves once the player's requests for keys will carry `token` ('' for a visitor). */
  authorizeVideoKeys(token: string): Promise<void>
}
