import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon from '../Icon'
import { CLOSE } from '../Icon/paths'
import './index.scss'

/**
 * A bottom sheet over the page: the details behind a control (the practice tools' settings, a captcha asked for
 * by the server, a choice of options). Tapping the scrim or 关闭 closes it; `actions` are its buttons.
 */
export default function Sheet({ open, title, onClose, actions, inline, children }: {
  open: boolean
  title: string
  onClose: () => void
  actions?: ReactNode
  /** Drawn in place, not over the page (the gallery). */
  inline?: boolean
  children: ReactNode
}) {
  if (!open) return null
  return (
    <View className={`sheet ${inline ? 'sheet--inline' : ''}`} role='dialog' aria-modal={!inline} aria-label={title}>
      <View className='sheet__scrim' onClick={onClose} />
      <View className='sheet__panel'>
        <View className='sheet__head'>
          <Text className='sheet__title'>{title}</Text>
          <View className='sheet__close' role='button' aria-label='关闭' onClick={onClose}>
            <Icon path={CLOSE} color='muted' className='sheet__close-icon' />
          </View>
        </View>
        <View className='sheet__body'>{children}</View>
        {actions && <View className='sheet__actions'>{actions}</View>}
      </View>
    </View>
  )
}
