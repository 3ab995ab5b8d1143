import Taro from '@tarojs/taro'
import { TOAST_DURATION_MS } from '../utils/constants'

/** The app's one toast: a short text (or a success tick) for the standard time. */
export const toast = (title: string, icon: 'none' | 'success' = 'none') => Taro.showToast({ title, icon, duration: TOAST_DURATION_MS })
