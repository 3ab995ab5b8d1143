/**
 * A mini-program runtime double: runs the real weapp build (dist/weapp) in Node, the way WeChat would,
 * so tests can prove a page works on the mini-program build, not only that it compiles.
 *
 * It evaluates app.js and page .js files with a `require` rooted at the build, and with globals `wx`,
 * `App`, `Page`, `Component`, `getApp`, `getCurrentPages` that capture what the build registers. Pages are
 * instantiated from their captured config with a `setData` that applies Taro's data paths, so the rendered
 * tree can be read from `data.root`; taps go through the page's `eh` event handler like real taps.
 *
 * `wx.request` is answered by the `server` function the test passes (a route table, or a real server).
 */
import fs from 'fs'
import path from 'path'

export interface WxRequest {
  url: string
  method: string
  data: unknown
  header: Record<string, string>
}
export interface WxResponse {
  statusCode: number
  data: string
}
export type MiniServer = (req: WxRequest) => Promise<WxResponse> | WxResponse
/** A wx.uploadFile as the server sees it: a multipart POST of `data`'s fields and the file. */
export interface WxUpload extends WxRequest {
  file: { field: string; name: string; bytes: Buffer }
}

export interface MiniNode {
  nn?: string
  v?: string
  sid?: string
  cl?: string
  cn?: MiniNode[]
  [k: string]: unknown
}

type Callbacks = { success?: (r: unknown) => void; fail?: (e: unknown) => void; complete?: (r: unknown) => void }

export interface MiniPage {
  route: string
  options: Record<string, string>
  data: { root: MiniNode; [k: string]: unknown }
  setData(update: Record<string, unknown>, cb?: () => void): void
  [k: string]: unknown
}

/** A timer of the app's code due within this counts as a render step still to come (a frame is 16 ms). */
const RENDER_STEP_MS = 20
/** How long `settle` and `waitFor` wait before they fail: a net for a page that never finishes, not a guess. */
export const SETTLE_LIMIT_MS = 120_000

/** `except`: requests a test holds on purpose (a slow answer), which the page is quiet without. */
export interface SettleOptions {
  limitMs?: number
  except?: (url: string) => boolean
}

const DEVICE = {
  platform: 'devtools',
  model: 'iPhone 13',
  brand: 'devtools',
  system: 'iOS 16.0',
  version: '8.0.50',
  SDKVersion: '3.4.0',
  language: 'zh_CN',
  pixelRatio: 3,
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
  statusBarHeight: 47,
  safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 }
}

/** Applies one Taro data path (`root.cn.[0].cn.[1].v` or `root.cn[0].v`) to `target`. */
export function setPath(target: Record<string, unknown>, dataPath: string, value: unknown): void {
  const keys = dataPath
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
  let cur: Record<string, unknown> = target
  for (let i = 0; i < keys.length - 1; i++) {
    const k = keys[i]
    if (cur[k] === undefined || cur[k] === null || typeof cur[k] !== 'object') {
      cur[k] = /^\d+$/.test(keys[i + 1]) ? [] : {}
    }
    cur = cur[k] as Record<string, unknown>
  }
  cur[keys[keys.length - 1]] = value
}

/**
 * wx.getBackgroundAudioManager's double: records what the app sets and calls, and plays as WeChat does
 * (setting `src` starts playback: onPlay fires). `emit` lets a test fire the manager's events.
 */
export class BackgroundAudioDouble {
  /** Each source as it was set, with the title and singer set at that moment. */
  readonly sources: { src: string; title: string; singer: string; playbackRate: number }[] = []
  readonly calls: string[] = []
  title = ''
  singer = ''
  epname = ''
  coverImgUrl = ''
  startTime = 0
  playbackRate = 1
  currentTime = 0
  duration = 0
  paused = true
  private source = ''
  private readonly handlers = new Map<string, (() => void)[]>()

  constructor() {
    for (const name of ['Canplay', 'Waiting', 'Error', 'Play', 'Pause', 'Seeking', 'Seeked', 'Ended', 'Stop', 'TimeUpdate', 'Prev', 'Next']) {
      ;(this as unknown as Record<string, unknown>)[`on${name}`] = (cb: () => void) => this.handlers.set(name, [...(this.handlers.get(name) ?? []), cb])
    }
  }

  get src(): string {
    return this.source
  }

  set src(value: string) {
    this.source = value
    this.sources.push({ src: value, title: this.title, singer: this.singer, playbackRate: this.playbackRate })
    this.currentTime = this.startTime
    this.paused = false
    setTimeout(() => this.emit('Play'), 0)
  }

  emit(name: string): void {
    for (const cb of this.handlers.get(name) ?? []) cb()
  }

  play(): void {
    this.calls.push('play')
    this.paused = false
    setTimeout(() => this.emit('Play'), 0)
  }

  pause(): void {
    this.calls.push('pause')
    this.paused = true
    setTimeout(() => this.emit('Pause'), 0)
  }

  seek(position: number): void {
    this.calls.push(`seek ${position}`)
    this.currentTime = position
  }

  stop(): void {
    this.calls.push('stop')
    this.paused = true
  }
}

/** A wx.connectSocket task the test drives: `open()` then `receive(frame)`; `sent` holds what the page sent. */
export class MiniSocket {
  readonly sent: string[] = []
  closed = false
  private readonly handlers: Record<'open' | 'message' | 'close' | 'error', ((arg: unknown) => void)[]> = { open: [], message: [], close: [], error: [] }
  readonly task = {
    onOpen: (fn: (arg: unknown) => void) => void this.handlers.open.push(fn),
    onMessage: (fn: (arg: unknown) => void) => void this.handlers.message.push(fn),
    onClose: (fn: (arg: unknown) => void) => void this.handlers.close.push(fn),
    onError: (fn: (arg: unknown) => void) => void this.handlers.error.push(fn),
    send: (o: { data: string }) => void this.sent.push(o.data),
    close: () => {
      this.closed = true
    }
  }
  constructor(readonly url: string) {}
  open(): void {
    for (const fn of this.handlers.open) fn({})
  }
  receive(frame: unknown): void {
    for (const fn of this.handlers.message) fn({ data: JSON.stringify(frame) })
  }
}

export class MiniRuntime {
  readonly storage = new Map<string, unknown>()
  readonly toasts: string[] = []
  readonly modals: { title?: string; content?: string }[] = []
  readonly navigations: { method: string; url: string }[] = []
  readonly requests: WxRequest[] = []
  /** Titles set with wx.setNavigationBarTitle, in order. */
  readonly titles: string[] = []
  readonly payments: Record<string, unknown>[] = []
  /** What the next showModal answers. */
  modalAnswer = { confirm: true, cancel: false }
  /** The code the next wx.login returns. */
  loginCode = 'mini-login-code'
  /** Files saved with wx.saveImageToPhotosAlbum; `albumAllowed` false answers as a refused permission. */
  readonly savedImages: string[] = []
  albumAllowed = true
  /** Times wx.openSetting was opened. */
  settingsOpened = 0
  /** The one background audio manager (wx.getBackgroundAudioManager). */
  readonly backgroundAudio = new BackgroundAudioDouble()
  /** Sources played through wx.createInnerAudioContext, in order. */
  readonly audioPlayed: string[] = []
  /** What pages asked of a <video> through wx.createVideoContext, in order: `<id> seek 5`, `<id> pause`, `<id> rate 0.5`. */
  readonly videoCalls: string[] = []
  /** Every call made on a canvas context (wx.createCanvasContext), by canvas id, in order. */
  readonly canvasCalls: { canvasId: string; method: string; args: unknown[] }[] = []
  /** Canvases exported with wx.canvasToTempFilePath, and the temp file each became. */
  readonly canvasExports: { canvasId: string; tempFilePath: string }[] = []
  /** Sockets opened with wx.connectSocket: the URL, what the page sent, and `open()`/`receive()` to drive it. */
  readonly sockets: MiniSocket[] = []

  /** The file system: temp files (downloadFile) and saved files (FileSystemManager.saveFile), path -> bytes. */
  readonly tempFiles = new Map<string, number>()
  readonly savedFiles = new Map<string, number>()

  /** Every setData a page made: when, and its size as WeChat counts it (the JSON sent to the render layer). */
  readonly setDataCalls: { route: string; at: number; bytes: number }[] = []

  private readonly modules = new Map<string, { exports: unknown }>()
  private appConfig: Record<string, unknown> | null = null
  private readonly pageConfigs = new Map<string, Record<string, unknown>>()
  private readonly stack: MiniPage[] = []
  private readonly wx: Record<string, unknown>
  /** The URLs of the page's requests (and downloads, uploads) not yet answered. */
  private readonly inFlight: string[] = []
  /** Timers of the app's code due within a frame (React's and Taro's next render steps), not yet run. */
  private readonly renderSteps = new Set<unknown>()
  /**
   * The timers the loaded code sees: Node's, with the short ones (at most RENDER_STEP_MS) and setImmediate
   * counted as work in progress until they run or are cleared; longer ones (a countdown, a poll) are not.
   */
  readonly clock = {
    setTimeout: (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if ((ms ?? 0) > RENDER_STEP_MS) return setTimeout(fn, ms, ...args)
      const id: ReturnType<typeof setTimeout> = setTimeout(() => {
        this.renderSteps.delete(id)
        fn(...args)
      }, ms)
      this.renderSteps.add(id)
      return id
    },
    clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => {
      this.renderSteps.delete(id)
      clearTimeout(id)
    },
    setImmediate: (fn: (...a: unknown[]) => void, ...args: unknown[]) => {
      const id: ReturnType<typeof setImmediate> = setImmediate(() => {
        this.renderSteps.delete(id)
        fn(...args)
      })
      this.renderSteps.add(id)
      return id
    },
    clearImmediate: (id: ReturnType<typeof setImmediate> | undefined) => {
      this.renderSteps.delete(id)
      if (id) clearImmediate(id)
    }
  }

  constructor(
    private readonly root: string,
    private readonly server: MiniServer,
    /** A phone's device profile (what getDeviceInfo and friends report); by default the devtools. */
    device?: 'ios' | 'android'
  ) {
    this.wx = this.createWx()
    if (device) {
      const phone = device === 'ios' ? { platform: 'ios', system: 'iOS 17.5', model: 'iPhone 15', brand: 'iPhone' } : { platform: 'android', system: 'Android 14', model: 'Pixel 8', brand: 'google' }
      const info = () => ({ ...DEVICE, ...phone })
      for (const name of ['getSystemInfoSync', 'getWindowInfo', 'getDeviceInfo', 'getAppBaseInfo']) this.wx[name] = info
      this.wx.getSystemInfo = (o: Callbacks) => this.done(o, info())
    }
  }

  // ---- the wx API -------------------------------------------------------------------------------------

  private done<T>(opts: Callbacks | undefined, result: T): T {
    opts?.success?.(result)
    opts?.complete?.(result)
    return result
  }

  private createWx(): Record<string, unknown> {
    const nav = (method: string) => (opts: { url: string } & Callbacks) => {
      this.navigations.push({ method, url: opts.url })
      return this.done(opts, { errMsg: `${method}:ok` })
    }
    const api: Record<string, unknown> = {
      getSystemInfoSync: () => ({ ...DEVICE }),
      getSystemInfo: (o: Callbacks) => this.done(o, { ...DEVICE }),
      getWindowInfo: () => ({ ...DEVICE }),
      getDeviceInfo: () => ({ ...DEVICE }),
      getAppBaseInfo: () => ({ ...DEVICE }),
      getSystemSetting: () => ({}),
      getAppAuthorizeSetting: () => ({}),
      getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }),
      getLaunchOptionsSync: () => ({ path: 'pages/index/index', query: {}, scene: 1001 }),
      getEnterOptionsSync: () => ({ path: 'pages/index/index', query: {}, scene: 1001 }),
      // The devtools run the develop version.
      getAccountInfoSync: () => ({ miniProgram: { appId: 'wx0000000000000000', envVersion: 'develop', version: '' } }),
      canIUse: () => true,
      nextTick: (fn: () => void) => this.clock.setTimeout(fn, 0),
      getStorageSync: (k: string) => (this.storage.has(k) ? this.storage.get(k) : ''),
      setStorageSync: (k: string, v: unknown) => void this.storage.set(k, v),
      removeStorageSync: (k: string) => void this.storage.delete(k),
      getStorageInfoSync: () => ({ keys: [...this.storage.keys()], currentSize: 0, limitSize: 10240 }),
      request: (opts: WxRequest & Callbacks & { dataType?: string }) => {
        const req: WxRequest = { url: opts.url, method: opts.method ?? 'GET', data: opts.data, header: { ...(opts.header ?? {}) } }
        this.requests.push(req)
        const answered = this.begin(req.url)
        let aborted = false
        Promise.resolve()
          .then(() => this.server(req))
          .then(
            (res) => {
              if (aborted) return
              // dataType other than 'json' hands back the raw text, as WeChat does.
              const data = opts.dataType === 'json' ? JSON.parse(res.data) : res.data
              opts.success?.({ statusCode: res.statusCode, data, header: {}, errMsg: 'request:ok' })
              opts.complete?.({})
            },
            (e) => {
              if (aborted) return
              opts.fail?.({ errMsg: `request:fail ${e?.message ?? e}` })
              opts.complete?.({})
            }
          )
          .finally(answered)
        return { abort: () => void (aborted = true), onHeadersReceived() {}, offHeadersReceived() {} }
      },
      showToast: (o: { title: string } & Callbacks) => {
        this.toasts.push(o.title)
        return this.done(o, { errMsg: 'showToast:ok' })
      },
      showModal: (o: { title?: string; content?: string } & Callbacks) => {
        this.modals.push({ title: o.title, content: o.content })
        return this.done(o, { ...this.modalAnswer, errMsg: 'showModal:ok' })
      },
      showLoading: (o: Callbacks) => this.done(o, {}),
      hideLoading: (o: Callbacks) => this.done(o, {}),
      navigateTo: nav('navigateTo'),
      redirectTo: nav('redirectTo'),
      switchTab: nav('switchTab'),
      reLaunch: nav('reLaunch'),
      navigateBack: nav('navigateBack'),
      login: (o: Callbacks) => this.done(o, { code: this.loginCode, errMsg: 'login:ok' }),
      requestPayment: (o: Record<string, unknown> & Callbacks) => {
        const { success: _s, fail: _f, complete: _c, ...params } = o
        this.payments.push(params)
        return this.done(o, { errMsg: 'requestPayment:ok' })
      },
      // WeChat virtual payment (the iOS shelf with the studio's switch on): recorded in `payments` too.
      requestVirtualPayment: (o: Record<string, unknown> & Callbacks) => {
        const { success: _s, fail: _f, complete: _c, ...params } = o
        this.payments.push(params)
        return this.done(o, { errMsg: 'requestVirtualPayment:ok' })
      },
      setClipboardData: (o: Callbacks) => this.done(o, {}),
      connectSocket: (o: { url: string } & Callbacks) => {
        const socket = new MiniSocket(o.url)
        this.sockets.push(socket)
        o.success?.({ errMsg: 'connectSocket:ok' })
        return socket.task
      },
      onNetworkStatusChange() {},
      offNetworkStatusChange() {},
      // Downloads go to the same server as requests; the "temp file" remembers what it holds.
      downloadFile: (o: { url: string; header?: Record<string, string> } & Callbacks) => {
        const req: WxRequest = { url: o.url, method: 'GET', data: undefined, header: { ...(o.header ?? {}) } }
        this.requests.push(req)
        const answered = this.begin(req.url)
        const p = Promise.resolve()
          .then(() => this.server(req))
          .then((res) => {
            const result = { statusCode: res.statusCode, tempFilePath: `wxfile://tmp/${this.requests.length}${res.statusCode === 200 ? '.png' : ''}`, errMsg: 'downloadFile:ok' }
            this.tempFiles.set(result.tempFilePath, Buffer.byteLength(res.data))
            o.success?.(result)
            o.complete?.(result)
            return result
          })
          .finally(answered)
        return Object.assign(p, { abort() {} })
      },
      // wx.getFileSystemManager: sizes, saving a temp file, the saved-file list and removal (the downloads).
      getFileSystemManager: () => {
        const failed = (o: Callbacks, errMsg: string) => {
          o.fail?.({ errMsg })
          o.complete?.({ errMsg })
        }
        return {
          getFileInfo: (o: { filePath: string } & Callbacks) => {
            const size = this.tempFiles.get(o.filePath) ?? this.savedFiles.get(o.filePath)
            return size === undefined ? failed(o, 'getFileInfo:fail no such file or directory') : this.done(o, { size, errMsg: 'getFileInfo:ok' })
          },
          saveFile: (o: { tempFilePath: string } & Callbacks) => {
            const size = this.tempFiles.get(o.tempFilePath)
            if (size === undefined) return failed(o, 'saveFile:fail no such file or directory')
            this.tempFiles.delete(o.tempFilePath)
            const savedFilePath = `wxfile://store/${this.savedFiles.size + 1}-${Date.now()}.mp3`
            this.savedFiles.set(savedFilePath, size)
            return this.done(o, { savedFilePath, errMsg: 'saveFile:ok' })
          },
          getSavedFileList: (o: Callbacks) =>
            this.done(o, { fileList: [...this.savedFiles].map(([filePath, size]) => ({ filePath, size, createTime: 0 })), errMsg: 'getSavedFileList:ok' }),
          removeSavedFile: (o: { filePath: string } & Callbacks) =>
            this.savedFiles.delete(o.filePath) ? this.done(o, { errMsg: 'removeSavedFile:ok' }) : failed(o, 'removeSavedFile:fail file not exist')
        }
      },
      saveImageToPhotosAlbum: (o: { filePath: string } & Callbacks) => {
        if (!this.albumAllowed) {
          const err = { errMsg: 'saveImageToPhotosAlbum:fail auth deny' }
          o.fail?.(err)
          o.complete?.(err)
          return undefined
        }
        this.savedImages.push(o.filePath)
        return this.done(o, { errMsg: 'saveImageToPhotosAlbum:ok' })
      },
      // Images are made local by downloading them from the same server; a failed download fails.
      getImageInfo: (o: { src: string } & Callbacks) => {
        const req: WxRequest = { url: o.src, method: 'GET', data: undefined, header: {} }
        this.requests.push(req)
        const answered = this.begin(req.url)
        return Promise.resolve()
          .then(() => this.server(req))
          .then((res) => {
            if (res.statusCode !== 200) {
              const err = { errMsg: 'getImageInfo:fail download error' }
              o.fail?.(err)
              o.complete?.(err)
              return
            }
            this.done(o, { width: 100, height: 100, path: `wxfile://tmp/image-${this.requests.length}.png`, errMsg: 'getImageInfo:ok' })
          })
          .finally(answered)
      },
      // A canvas context that records what is drawn; draw() calls back at once.
      createCanvasContext: (canvasId: string) => {
        const record =
          (method: string) =>
          (...args: unknown[]) => {
            this.canvasCalls.push({ canvasId, method, args })
            if (method === 'draw') (args.find((a) => typeof a === 'function') as (() => void) | undefined)?.()
          }
        return new Proxy({} as Record<string, unknown>, {
          get: (target, key) => (typeof key === 'string' && key !== 'then' && !(key in target) ? record(key) : target[key as string]),
          set: (target, key, value) => {
            this.canvasCalls.push({ canvasId, method: `set ${String(key)}`, args: [value] })
            target[key as string] = value
            return true
          }
        })
      },
      canvasToTempFilePath: (o: { canvasId: string } & Callbacks) => {
        const tempFilePath = `wxfile://tmp/canvas-${o.canvasId}-${this.canvasExports.length + 1}.png`
        this.canvasExports.push({ canvasId: o.canvasId, tempFilePath })
        return this.done(o, { tempFilePath, errMsg: 'canvasToTempFilePath:ok' })
      },
      openSetting: (o: Callbacks) => {
        this.settingsOpened++
        return this.done(o, { authSetting: {}, errMsg: 'openSetting:ok' })
      },
      previewImage: (o: { urls: string[] } & Callbacks) => this.done(o, { errMsg: 'previewImage:ok' }),
      stopPullDownRefresh: (o: Callbacks) => this.done(o, {}),
      setNavigationBarTitle: (o: { title: string } & Callbacks) => {
        this.titles.push(o.title)
        return this.done(o, { errMsg: 'setNavigationBarTitle:ok' })
      },
      pageScrollTo: (o: Callbacks) => this.done(o, { errMsg: 'pageScrollTo:ok' }),
      // An audio player that "plays" at once: it records the source and reports play, then the end.
      createInnerAudioContext: () => {
        const on: Record<string, (() => void)[]> = { play: [], ended: [], stop: [], error: [] }
        const emit = (e: string) => on[e].forEach((f) => f())
        const ctx = {
          src: '',
          play: () => {
            this.audioPlayed.push(ctx.src)
            setTimeout(() => (emit('play'), setTimeout(() => emit('ended'), 0)), 0)
          },
          pause() {},
          stop: () => emit('stop'),
          seek() {},
          destroy: () => Object.values(on).forEach((l) => l.splice(0)),
          onPlay: (f: () => void) => void on.play.push(f),
          onEnded: (f: () => void) => void on.ended.push(f),
          onStop: (f: () => void) => void on.stop.push(f),
          onError: (f: () => void) => void on.error.push(f),
          offPlay() {},
          offEnded() {},
          offStop() {},
          offError() {}
        }
        return ctx
      },
      createVideoContext: (id: string) => {
        const record = (what: string) => (arg?: number) => void this.videoCalls.push(`${id} ${what}${arg === undefined ? '' : ` ${arg}`}`)
        return { seek: record('seek'), play: record('play'), pause: record('pause'), stop: record('stop'), playbackRate: record('rate') }
      },
      createSelectorQuery: () => {
        const q = { in: () => q, select: () => q, selectAll: () => q, selectViewport: () => q, boundingClientRect: () => q, scrollOffset: () => q, fields: () => q, exec: (cb?: (r: unknown[]) => void) => cb?.([]) }
        return q
      },
      createIntersectionObserver: () => ({ relativeToViewport: () => ({ observe() {} }), observe() {}, disconnect() {} }),
      getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
      reportAnalytics() {},
      getBackgroundAudioManager: () => this.backgroundAudio,
      onAppShow() {},
      onAppHide() {},
      onError() {},
      onUnhandledRejection() {},
      onPageNotFound() {},
      onThemeChange() {},
      onWindowResize() {},
      offWindowResize() {}
    }
    this.installPrivacyApis(api)
    this.installRecordingApis(api)
    // Any other wx API the runtime probes at start-up exists and does nothing (like an unsupported one).
    return new Proxy(api, {
      get: (target, key: string) => {
        if (key in target) return target[key]
        if (key === 'webpackJsonp' || typeof key !== 'string' || !/^[a-z]/.test(key)) return undefined
        return (o?: Callbacks) => this.done(o, { errMsg: `${key}:ok` })
      },
      set(target, key: string, value) {
        target[key] = value
        return true
      }
    })
  }

  // ---- privacy authorization, media, address, subscribe messages (WeChat's review rules) --------

  /**
   * Whether the learner has agreed to the privacy guide. While false, a privacy-scoped call (choosing
   * images, saving to the album, the WeChat address, the phone number button) waits for the app's
   * wx.onNeedPrivacyAuthorization listener to resolve it, as WeChat does; decline fails the call with
   * `<api>:fail privacy permission is not authorized`. True by default (a learner who agreed before).
   */
  privacyAgreed = true
  /** Every privacy request the listener received: which API asked and what the app resolved, in order. */
  readonly privacyRequests: { referrer: string; answers: string[] }[] = []
  /** Ids of the `agreePrivacyAuthorization` buttons tapped: WeChat accepts an agree only from one of them. */
  readonly privacyButtonTaps: string[] = []
  /** What wx.chooseImage / wx.chooseMedia pick, and the calls that picked. */
  pickedImages: { path: string; size: number }[] = [{ path: 'wxfile://tmp/picked-1.jpg', size: 120_000 }]
  readonly imagesChosen: string[] = []
  /** The address wx.chooseAddress gives (WeChat's field names). */
  wechatAddress = { userName: '林小雨', telNumber: '13900139000', provinceName: '广东省', cityName: '广州市', countyName: '天河区', detailInfo: '体育西路 1 号', postalCode: '510000' }
  /** wx.requestSubscribeMessage: each call's template ids, and what the learner answers for every template. */
  readonly subscribeRequests: string[][] = []
  subscribeAnswer: 'accept' | 'reject' = 'accept'
  private privacyListener: ((resolve: (o: { event: string; buttonId?: string }) => void, info: { referrer: string }) => void) | null = null

  /** Resolves true once the learner may use `referrer` (asking the app's listener when not agreed yet). */
  private privacyGate(referrer: string): Promise<boolean> {
    if (this.privacyAgreed) return Promise.resolve(true)
    const entry = { referrer, answers: [] as string[] }
    this.privacyRequests.push(entry)
    const listener = this.privacyListener
    // Without a listener WeChat would show its own prompt: an app that never listens fails here.
    if (!listener) return Promise.resolve(false)
    return new Promise((done) => {
      listener(
        (o) => {
          entry.answers.push(o.event)
          if (o.event === 'exposureAuthorization') return
          if (o.event === 'agree') {
            if (!o.buttonId || !this.privacyButtonTaps.includes(o.buttonId)) throw new Error(`privacy agree from button "${o.buttonId}", which was never tapped`)
            this.privacyAgreed = true
            done(true)
          } else done(false)
        },
        { referrer }
      )
    })
  }

  private installPrivacyApis(api: Record<string, unknown>): void {
    const fail = (o: Callbacks | undefined, name: string) => {
      const err = { errMsg: `${name}:fail privacy permission is not authorized` }
      o?.fail?.(err)
      o?.complete?.(err)
    }
    /** A privacy-scoped API: runs at once when agreed, else after the privacy flow (or fails on decline). */
    const gated =
      (name: string, run: (o: Callbacks & Record<string, unknown>) => unknown) =>
      (o: Callbacks & Record<string, unknown>) => {
        if (this.privacyAgreed) return run(o)
        void this.privacyGate(name).then((ok) => (ok ? run(o) : fail(o, name)))
        return undefined
      }
    const pick = (name: string) =>
      gated(name, (o) => {
        this.imagesChosen.push(name)
        const files = this.pickedImages.slice(0, Number(o.count ?? 9))
        return this.done(o, { tempFilePaths: files.map((f) => f.path), tempFiles: files.map((f) => ({ ...f, tempFilePath: f.path })), errMsg: `${name}:ok` })
      })
    const save = api.saveImageToPhotosAlbum as (o: Callbacks & Record<string, unknown>) => unknown
    Object.assign(api, {
      onNeedPrivacyAuthorization: (listener: MiniRuntime['privacyListener']) => void (this.privacyListener = listener),
      getPrivacySetting: (o: Callbacks) => this.done(o, { needAuthorization: !this.privacyAgreed, privacyContractName: '《琴艺课堂小程序隐私保护指引》', errMsg: 'getPrivacySetting:ok' }),
      requirePrivacyAuthorize: gated('requirePrivacyAuthorize', (o) => this.done(o, { errMsg: 'requirePrivacyAuthorize:ok' })),
      openPrivacyContract: (o: Callbacks) => this.done(o, { errMsg: 'openPrivacyContract:ok' }),
      chooseImage: pick('chooseImage'),
      chooseMedia: pick('chooseMedia'),
      saveImageToPhotosAlbum: gated('saveImageToPhotosAlbum', save),
      chooseAddress: gated('chooseAddress', (o) => this.done(o, { ...this.wechatAddress, errMsg: 'chooseAddress:ok' })),
      requestSubscribeMessage: (o: { tmplIds: string[] } & Callbacks) => {
        this.subscribeRequests.push(o.tmplIds)
        return this.done(o, { ...Object.fromEntries(o.tmplIds.map((id) => [id, this.subscribeAnswer])), errMsg: 'requestSubscribeMessage:ok' })
      }
    })
  }

  // ---- the microphone, uploads and the network (homework) -------------------------------------

  /**
   * What files hold, by path, where a test needs the bytes (a recorded take): wx.uploadFile sends them, and
   * they follow a temp file that FileSystemManager.saveFile keeps. Other files are known by size only.
   */
  readonly fileBytes = new Map<string, Buffer>()
  /** wx.authorize({ scope: 'scope.record' }): false answers as a refused permission. */
  microphoneAllowed = true
  /** Every wx.uploadFile: where, the file field and path, and the form fields. */
  readonly uploads: { url: string; name: string; filePath: string; formData: Record<string, string> }[] = []
  /** While false, wx.uploadFile fails as WeChat does without a network (nothing reaches the server). */
  networkUp = true
  /**
   * wx.getRecorderManager's double. The app starts it (privacy-scoped: through the privacy flow first);
   * the test sets `next` (the file the take becomes), feeds `frame(bytes)`, and the app's stop ends it.
   */
  readonly recorder = {
    /** Each start's options, in order. */
    starts: [] as Record<string, unknown>[],
    recording: false,
    /** The take the next stop hands back: its bytes (a real audio file) and its length. */
    next: null as { bytes: Buffer; durationMs: number } | null,
    handlers: {} as Record<'start' | 'stop' | 'error' | 'frame', ((r: unknown) => void) | undefined>,
    /** One frame as onFrameRecorded delivers it: `bytes` encoded bytes (their size is what the level reads), or these PCM bytes. */
    frame(bytes: number | Buffer) {
      if (!this.recording) throw new Error('the recorder is not recording')
      const frameBuffer = typeof bytes === 'number' ? new ArrayBuffer(bytes) : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)
      this.handlers.frame?.({ frameBuffer, isLastFrame: false })
    }
  }
  private readonly networkListeners: ((res: { isConnected: boolean; networkType: string }) => void)[] = []

  /** The network comes back (or goes): wx.onNetworkStatusChange listeners hear it, as on a phone. */
  async setNetwork(up: boolean) {
    this.networkUp = up
    for (const listener of [...this.networkListeners]) listener({ isConnected: up, networkType: up ? 'wifi' : 'none' })
    await this.settle()
  }

  private installRecordingApis(api: Record<string, unknown>): void {
    const rec = this.recorder
    const failed = (o: Callbacks | undefined, errMsg: string) => {
      o?.fail?.({ errMsg })
      o?.complete?.({ errMsg })
    }
    // One manager per mini-program; WeChat keeps one listener per event.
    const manager = {
      onStart: (f: () => void) => void (rec.handlers.start = f),
      onStop: (f: (r: unknown) => void) => void (rec.handlers.stop = f),
      onError: (f: (r: unknown) => void) => void (rec.handlers.error = f),
      onFrameRecorded: (f: (r: unknown) => void) => void (rec.handlers.frame = f),
      onPause() {},
      onResume() {},
      onInterruptionBegin() {},
      onInterruptionEnd() {},
      start: (options: Record<string, unknown>) => {
        rec.starts.push(options)
        void this.privacyGate('RecorderManager.start').then((ok) => {
          if (!ok) return rec.handlers.error?.({ errMsg: 'operateRecorder:fail privacy permission is not authorized' })
          rec.recording = true
          rec.handlers.start?.({})
        })
      },
      stop: () => {
        if (!rec.recording) return
        rec.recording = false
        // Listen mode reads the frames and keeps no file: a stop without `next` hands back an empty one.
        const take = rec.next ?? { bytes: Buffer.alloc(0), durationMs: 0 }
        const tempFilePath = `wxfile://tmp/recorded-${rec.starts.length}.aac`
        this.tempFiles.set(tempFilePath, take.bytes.length)
        this.fileBytes.set(tempFilePath, take.bytes)
        setTimeout(() => rec.handlers.stop?.({ tempFilePath, duration: take.durationMs, fileSize: take.bytes.length }), 0)
      },
      pause() {},
      resume() {}
    }
    const fileSystem = api.getFileSystemManager as () => Record<string, (o: Callbacks & Record<string, unknown>) => unknown>
    Object.assign(api, {
      getRecorderManager: () => manager,
      authorize: (o: { scope: string } & Callbacks) =>
        o.scope === 'scope.record' && !this.microphoneAllowed ? failed(o, 'authorize:fail auth deny') : this.done(o, { errMsg: 'authorize:ok' }),
      // Saving a temp file keeps its bytes under the saved path.
      getFileSystemManager: () => {
        const fsm = fileSystem()
        return {
          ...fsm,
          saveFile: (o: { tempFilePath: string } & Callbacks) =>
            fsm.saveFile({
              ...o,
              success: (r: unknown) => {
                const bytes = this.fileBytes.get(o.tempFilePath)
                if (bytes) this.fileBytes.set((r as { savedFilePath: string }).savedFilePath, bytes)
                this.fileBytes.delete(o.tempFilePath)
                o.success?.(r)
              }
            })
        }
      },
      onNetworkStatusChange: (f: MiniRuntime['networkListeners'][number]) => void this.networkListeners.push(f),
      offNetworkStatusChange: (f: MiniRuntime['networkListeners'][number]) => {
        const at = this.networkListeners.indexOf(f)
        if (at >= 0) this.networkListeners.splice(at, 1)
      },
      // A multipart POST to the same server as requests, with the file's bytes (WxUpload).
      uploadFile: (o: { url: string; filePath: string; name: string; formData?: Record<string, string>; header?: Record<string, string> } & Callbacks) => {
        const formData = { ...(o.formData ?? {}) }
        this.uploads.push({ url: o.url, name: o.name, filePath: o.filePath, formData })
        const bytes = this.fileBytes.get(o.filePath)
        const answered = this.begin(o.url)
        const task = Promise.resolve()
          .then(() => {
            if (!this.networkUp) throw new Error('uploadFile:fail network is unreachable')
            if (!bytes) throw new Error('uploadFile:fail file not found')
            const req: WxUpload = { url: o.url, method: 'POST', data: formData, header: { ...(o.header ?? {}) }, file: { field: o.name, name: path.basename(o.filePath), bytes } }
            this.requests.push(req)
            return this.server(req)
          })
          .then(
            (res) => this.done(o, { statusCode: res.statusCode, data: res.data, errMsg: 'uploadFile:ok' }),
            (e: Error) => failed(o, e.message)
          )
          .finally(answered)
        return Object.assign(task, { abort() {}, onProgressUpdate() {}, offProgressUpdate() {}, onHeadersReceived() {}, offHeadersReceived() {} })
      }
    })
  }

  /** What an input or textarea shows: its `value` attribute under the name the build's base.wxml gives it. */
  inputValue(node: MiniNode | undefined): unknown {
    const wxml = fs.readFileSync(path.join(this.root, 'base.wxml'), 'utf8')
    const template = wxml.split(`<template name="tmpl_0_${node?.nn}_focus">`)[1] ?? wxml.split(`<template name="tmpl_0_${node?.nn}">`)[1] ?? ''
    const key = /^\s*<(?:input|textarea)[^>]*?\svalue="\{\{i\.(\w+)\}\}"/.exec(template)?.[1]
    if (!node || !key) throw new Error('not an input or textarea')
    return node[key]
  }

  /**
   * A tap on an `agreePrivacyAuthorization` button: WeChat remembers the button, then fires its event. A tap
   * on the button's label (the design system's Button wraps it in a text) is a tap on the button: the
   * nearest element around it, itself included, that has an id.
   */
  async tapAgreePrivacy(page: MiniPage, node: MiniNode | undefined) {
    if (!node?.sid) throw new Error('no privacy agree button')
    const path: MiniNode[] = []
    const find = (n: MiniNode): boolean => {
      path.push(n)
      if (n === node || (n.cn ?? []).some(find)) return true
      path.pop()
      return false
    }
    find(page.data.root)
    const button = [...path].reverse().find((n) => n.uid !== undefined) ?? node
    this.privacyButtonTaps.push(String(button.uid ?? button.sid))
    await this.fire(page, node, 'agreeprivacyauthorization')
  }

  /**
   * A tap on a `getPhoneNumber` button: the privacy flow first when not agreed, then the button's event
   * with WeChat's one-time `code` (or the privacy failure). Answer the sheet before awaiting this.
   */
  async tapPhoneNumberButton(page: MiniPage, node: MiniNode | undefined, code: string) {
    const ok = await this.privacyGate('getPhoneNumber')
    await this.fire(page, node, 'getphonenumber', ok ? { code, errMsg: 'getPhoneNumber:ok' } : { errMsg: 'getPhoneNumber:fail privacy permission is not authorized' })
  }

  // ---- module loading ---------------------------------------------------------------------------------

  private load(file: string): unknown {
    const abs = path.resolve(this.root, file.endsWith('.js') ? file : `${file}.js`)
    const cached = this.modules.get(abs)
    if (cached) return cached.exports
    const module = { exports: {} as unknown }
    this.modules.set(abs, module)
    const code = fs.readFileSync(abs, 'utf8')
    const dir = path.dirname(abs)
    const localRequire = (p: string) => this.load(path.relative(this.root, path.resolve(dir, p)))
    const fn = new Function(
      'require', 'module', 'exports', 'wx', 'App', 'Page', 'Component', 'getApp', 'getCurrentPages', 'Behavior',
      'setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate',
      code
    )
    fn(
      localRequire,
      module,
      module.exports,
      this.wx,
      (config: Record<string, unknown>) => void (this.appConfig = config),
      (config: Record<string, unknown>) => void this.pageConfigs.set(this.currentlyLoading, config),
      () => undefined,
      () => this.appConfig,
      () => this.stack,
      (b: unknown) => b,
      this.clock.setTimeout,
      this.clock.clearTimeout,
      this.clock.setImmediate,
      this.clock.clearImmediate
    )
    return module.exports
  }

  private currentlyLoading = ''

  /** Evaluates app.js and calls onLaunch with the entry page, as WeChat does on a cold start. */
  async launch(entry: { path: string; query?: Record<string, string> } = { path: 'pages/index/index' }) {
    this.load('app')
    if (!this.appConfig) throw new Error('app.js did not call App()')
    const launch = { path: entry.path, query: entry.query ?? {}, scene: 1001, referrerInfo: {} }
    ;(this.appConfig.onLaunch as (o: unknown) => void)?.call(this.appConfig, launch)
    ;(this.appConfig.onShow as (o: unknown) => void)?.call(this.appConfig, launch)
    await this.settle()
  }

  /** Opens a page: loads its code, instantiates it and runs onLoad, onShow, onReady, and lets it settle. */
  async open(route: string, options: Record<string, string> = {}, settle: SettleOptions = {}): Promise<MiniPage> {
    this.currentlyLoading = route
    this.load(route)
    const config = this.pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    const page = Object.create(config) as MiniPage
    page.route = route
    page.options = options
    page.data = JSON.parse(JSON.stringify(config.data ?? { root: { cn: [] } }))
    page.setData = (update, cb) => {
      this.setDataCalls.push({ route, at: Date.now(), bytes: Buffer.byteLength(JSON.stringify(update)) })
      for (const [k, v] of Object.entries(update)) setPath(page.data as Record<string, unknown>, k, v)
      cb?.()
    }
    this.stack.push(page)
    const call = (name: string, ...args: unknown[]) => (page[name] as ((...a: unknown[]) => unknown) | undefined)?.apply(page, args)
    call('onLoad', options)
    call('onShow')
    call('onReady')
    await this.settle(settle)
    return page
  }

  /**
   * Lets the page work until it is quiet: no request in flight and no render step waiting (a timer of the
   * app's code due within a frame, a nextTick), for ten turns of 10 ms in a row. A page's first request
   * starts in an effect after React's first render, which on a busy machine can be far away: what is waited
   * for is the work, however long it takes. Fails after `limitMs` (a safety net) saying what was still going.
   */
  async settle({ limitMs = SETTLE_LIMIT_MS, except }: SettleOptions = {}) {
    const end = Date.now() + limitMs
    const waiting = () => this.inFlight.filter((url) => !except?.(url))
    let quiet = 0
    while (quiet < 10) {
      if (Date.now() > end) throw new Error(`the page did not go quiet in ${limitMs / 1000} s: requests in flight ${JSON.stringify(waiting())}, ${this.renderSteps.size} render steps waiting`)
      await new Promise((r) => setTimeout(r, 10))
      quiet = waiting().length === 0 && this.renderSteps.size === 0 ? quiet + 1 : 0
    }
  }

  /** A request of the page goes out: returns what marks it answered. */
  private begin(url: string): () => void {
    this.inFlight.push(url)
    return () => void this.inFlight.splice(this.inFlight.indexOf(url), 1)
  }

  /**
   * Lets the page work until `condition` holds (what the page shows, a call it made: a countdown's next
   * second, a poll's answer). Fails after `limitMs` (a safety net) with the page's text.
   */
  async waitFor(page: MiniPage, condition: () => boolean, limitMs = SETTLE_LIMIT_MS) {
    const end = Date.now() + limitMs
    while (!condition()) {
      if (Date.now() > end) throw new Error(`waited ${limitMs / 1000} s for ${condition.toString().slice(0, 160)}; the page shows: ${this.text(page).slice(0, 300)}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  // ---- reading and tapping the rendered tree ------------------------------------------------------------

  /** All text of a page, in document order. */
  text(page: MiniPage): string {
    const out: string[] = []
    const walk = (n: MiniNode) => {
      if (typeof n.v === 'string') out.push(n.v)
      n.cn?.forEach(walk)
    }
    walk(page.data.root)
    return out.join(' ')
  }

  /** The first element whose own text (including descendants) contains `text`, preferring the innermost. */
  findByText(page: MiniPage, text: string): MiniNode | undefined {
    let found: MiniNode | undefined
    const textOf = (n: MiniNode): string => (typeof n.v === 'string' ? n.v : (n.cn ?? []).map(textOf).join(''))
    const walk = (n: MiniNode) => {
      if (found) return
      n.cn?.forEach(walk)
      // Text nodes carry their text in `v`; only elements can be tapped.
      if (!found && n.sid && typeof n.v !== 'string' && textOf(n).includes(text)) found = n
    }
    walk(page.data.root)
    return found
  }

  findByClass(page: MiniPage, cls: string): MiniNode | undefined {
    let found: MiniNode | undefined
    const walk = (n: MiniNode) => {
      if (found) return
      if (typeof n.cl === 'string' && n.cl.split(/\s+/).includes(cls)) found = n
      n.cn?.forEach(walk)
    }
    walk(page.data.root)
    return found
  }

  /**
   * Whether anything on the page says it is busy (aria-busy: a skeleton, a poster being drawn, a payment being
   * checked); a `.specimen` (the control gallery's busy states on show) is not the page's own state.
   */
  busy(page: MiniPage): boolean {
    const walk = (n: MiniNode): boolean => {
      if (typeof n.cl === 'string' && n.cl.split(/\s+/).includes('specimen')) return false
      return n.ariaBusy === true || n.ariaBusy === 'true' || (n.cn ?? []).some(walk)
    }
    return walk(page.data.root)
  }

  /** The first element named `label` for screen readers (`aria-label`, e.g. an icon-only control). */
  findByLabel(page: MiniPage, label: string): MiniNode | undefined {
    let found: MiniNode | undefined
    const walk = (n: MiniNode) => {
      if (found) return
      if (n.ariaLabel === label) found = n
      n.cn?.forEach(walk)
    }
    walk(page.data.root)
    return found
  }

  /** The chain of element nodes from the root down to `node`. */
  private pathTo(page: MiniPage, node: MiniNode): MiniNode[] {
    const walk = (n: MiniNode, trail: MiniNode[]): MiniNode[] | null => {
      // The page root itself is not an element WXML binds.
      const here = n.sid && n !== page.data.root && typeof n.v !== 'string' ? [...trail, n] : trail
      if (n === node) return here
      for (const c of n.cn ?? []) {
        const found = walk(c, here)
        if (found) return found
      }
      return null
    }
    return walk(page.data.root, []) ?? []
  }

  /**
   * Dispatches an event on a node as WeChat does: WXML bubbles it, calling the page's `eh` once for the
   * target and once for each ancestor element (Taro's templates bind every element), innermost first.
   */
  async fire(page: MiniPage, node: MiniNode | undefined, type = 'tap', detail: Record<string, unknown> = {}, options: { settle?: boolean } = {}) {
    if (!node?.sid || typeof node.v === 'string') throw new Error(`no element to ${type}`)
    const target = { id: node.sid, dataset: { sid: node.sid } }
    for (const el of this.pathTo(page, node).reverse()) {
      const current = { id: el.sid, dataset: { sid: el.sid } }
      ;(page.eh as (e: unknown) => void).call(page, {
        type,
        timeStamp: Date.now(),
        detail,
        target,
        currentTarget: current,
        mpEvent: { type, detail }
      })
    }
    // settle: false lets a test tap again before the first tap's work is done (a double tap).
    if (options.settle !== false) await this.settle()
  }
}
