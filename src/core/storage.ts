import Taro from '@tarojs/taro'

/**
 * Every key the client keeps (SPEC section 3), in one place. Taro's sync storage works on both builds
 * (localStorage on H5, wx storage on weapp). Names follow the MeEdu clients so a learner who moves
 * between them keeps their session and referral.
 */
const StorageKey = {
  token: 'meedu-h5-token',
  /** Token parked while the learner binds a mobile (SPEC section 4, mobile-bind alert). */
  tmpToken: 'meedu-h5-tmp-token',
  /** Social-login code waiting for a mobile binding (code-bind-mobile). */
  loginCode: 'login_code',
  openid: 'meedu-openid',
  /** Referral code of the inviter, from `?msv=`. */
  msv: 'meedu-msv',
  /** The raw query copy of the referral code, kept for the share-bind call. */
  msvQuery: 'meedu-msv-query',
  faceBizToken: 'meedu-user-face-bizToken',
  faceRuleId: 'meedu-user-face-ruleId',
  /** Codes already exchanged, so a reload of the return URL does not log in twice. */
  usedLoginCodes: 'meedu-used-login-codes',
  /** The learner's recent search keywords, newest first (this device only). */
  recentSearches: 'studio-recent-searches',
  /** E-book reading: the last article of each book and the scroll position in each article. */
  bookProgress: 'studio-book-progress',
  /** The e-book reader's font size (px). */
  readerFontSize: 'studio-reader-font-size',
  /** The practice tools' settings (speed, A-B loop, metronome) of each track and lesson. */
  practiceSettings: 'studio-practice-settings',
  /** Practice-log reports not yet answered by the server (made offline), each with its client id. */
  practiceQueue: 'studio-practice-queue',
  /** The audio downloaded for offline play and whose it is (features/audio/downloadIndex.ts). */
  downloads: 'studio-downloads',
  /** Homework takes not yet on the server, and whose they are (core/keptTakes.ts). */
  pendingTakes: 'studio-pending-takes',
  /** The learner last seen as a homework teacher on this device (their id), so the me tab's 待点评 row is there from the first paint. */
  homeworkTeacher: 'studio-homework-teacher'
} as const

export type StorageKeyName = keyof typeof StorageKey

export function readString(key: StorageKeyName): string {
  try {
    const v = Taro.getStorageSync(StorageKey[key])
    return typeof v === 'string' ? v : ''
  } catch {
    return ''
  }
}

export function writeString(key: StorageKeyName, value: string): void {
  try {
    if (value) Taro.setStorageSync(StorageKey[key], value)
    else Taro.removeStorageSync(StorageKey[key])
  } catch {
    // Storage full or disabled (private mode): the session lives for this visit only.
  }
}

export function remove(key: StorageKeyName): void {
  writeString(key, '')
}

export function readJson<T>(key: StorageKeyName, fallback: T): T {
  const raw = readString(key)
  if (!raw) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

export function writeJson(key: StorageKeyName, value: unknown): void {
  writeString(key, JSON.stringify(value))
}

/** What "清除缓存" may drop: this device's conveniences, never the session or a referral. */
const CACHE_KEYS: readonly StorageKeyName[] = ['recentSearches', 'bookProgress', 'readerFontSize', 'usedLoginCodes', 'practiceSettings']

export function clearCache(): void {
  for (const key of CACHE_KEYS) remove(key)
}
