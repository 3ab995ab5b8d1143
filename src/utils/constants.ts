/** Business constants and limits (SPEC section 9), in one place. */
export const REQUEST_TIMEOUT_MS = 60_000
export const TOAST_DURATION_MS = 1500
/** Show 请求中... only when a call takes longer than this. */
export const LOADING_DELAY_MS = 800
export const VERIFY_CODE_LENGTH = 6
export const PURCHASED_PRELOAD_SIZE = 100
export const REFERRAL_PARAM = 'msv'
export const DEBOUNCE_MS = 500
export const THROTTLE_MS = 500
/** Relative-time thresholds in seconds. */
export const RELATIVE_TIME = {
  justNow: 300,
  hour: 3600,
  day: 86400,
  month: 30 * 86400,
  year: 365 * 86400
} as const
export const TIMEZONE_CORRECTION_HOURS = 8
/** SMS code resend countdown. */
export const SMS_RESEND_SECONDS = 60
/** Version stamp shown in the member centre (README: the 4.9.4 reading was chosen; its code is 409004). */
export const APP_VERSION = '4.9.4'
