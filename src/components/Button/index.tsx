import { Button as NativeButton, View, Text } from '@tarojs/components'
import type { ButtonProps } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon, { type IconColor } from '../Icon'
import './index.scss'

/**
 * What a button does on its page: one `primary` per screen, `secondary` beside it, `ghost` for a quiet action,
 * `danger` for what cannot be undone, `vip` for joining the membership, `wechat` for WeChat's own actions.
 */
export type ButtonKind = 'primary' | 'secondary' | 'ghost' | 'danger' | 'vip' | 'wechat'
export type ButtonSize = 'lg' | 'md' | 'sm'

const ICON_COLOR: Record<ButtonKind, IconColor> = { primary: 'white', secondary: 'primary', ghost: 'text', danger: 'white', vip: 'accent', wechat: 'white' }

type Passed = Pick<ButtonProps, 'openType' | 'onGetPhoneNumber' | 'onAgreePrivacyAuthorization' | 'onChooseAvatar' | 'id'>

export interface Props extends Passed {
  kind?: ButtonKind
  size?: ButtonSize
  /** As wide as its container (a form's submit, a sheet's action). */
  block?: boolean
  /** The action is running: a spinner, and taps are ignored. */
  loading?: boolean
  disabled?: boolean
  /** An icon before the label (a path of components/Icon/paths). */
  icon?: string
  /** Layout only (margins, flex): the look is the kind's and the size's. */
  className?: string
  /** The accessible name when the label is not text enough (an icon-only button). */
  ariaLabel?: string
  onClick?: () => void
  children?: ReactNode
}

/**
 * The app's one button, on both builds: kinds and sizes from the design tokens, never the platform's default
 * look (H5: config/shims/taro-button.js renders a div with the button role and no style of Taro's; weapp: WeChat's button with its default
 * background and hairline border reset). Every state is on the gallery page.
 */
export default function Button({ kind = 'secondary', size = 'md', block, loading, disabled, icon, className = '', ariaLabel, onClick, children, ...passed }: Props) {
  const off = !!(disabled || loading)
  return (
    <NativeButton
      {...passed}
      className={`btn btn--${kind} btn--${size}${block ? ' btn--block' : ''}${loading ? ' btn--loading' : ''}${off ? ' btn--off' : ''} ${className}`}
      disabled={off}
      hoverClass='btn--pressed'
      // Taro's build renames a JSX `ariaLabel` to `aria-label` at the call site, so the name may already be in
      // `passed`: set it only when given here, never over it with undefined.
      {...(ariaLabel === undefined ? {} : { 'aria-label': ariaLabel })}
      aria-busy={loading || undefined}
      onClick={off ? undefined : onClick}
    >
      {loading ? <View className='btn__spinner' aria-hidden /> : icon ? <Icon path={icon} color={ICON_COLOR[kind]} className='btn__icon' /> : null}
      {children !== undefined && <Text className='btn__label'>{children}</Text>}
    </NativeButton>
  )
}
