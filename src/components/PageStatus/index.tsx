import { View, Text, Image } from '@tarojs/components'
import type { ReactNode } from 'react'
import { go, loginUrl } from '../../core/navigation'
import type { ApiError } from '../../core/request'
import Button from '../Button'
import { illustrationSrc } from '../Icon/illustration'
import { DISCONNECT, INBOX, LOCK } from '../Icon/paths'
import './index.scss'

/** Skeleton rows shown while a page or block loads: the layout appears at once, content fills in. */
export function Skeleton({ rows = 3, avatar = false }: { rows?: number; avatar?: boolean }) {
  return (
    <View className='skeleton' aria-busy='true' aria-label='加载中'>
      {avatar && <View className='skeleton__avatar' />}
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className={`skeleton__row ${i === rows - 1 ? 'skeleton__row--short' : ''}`} />
      ))}
    </View>
  )
}

/** The next step a state offers, as its one button. */
export interface StateAction {
  label: string
  onClick: () => void
}

/** A state's picture, words and next step: the one layout of empty, error, login and off states. */
function StateView({ kind, picture, tone, text, hint, action, actionKind = 'primary', role, children }: {
  kind: string
  picture: string
  tone?: 'danger'
  text: string
  hint?: string
  action?: StateAction
  actionKind?: 'primary' | 'secondary'
  role?: string
  children?: ReactNode
}) {
  return (
    <View className={`page-status page-status--${kind}`} role={role}>
      <Image className='page-status__picture' src={illustrationSrc(picture, tone)} mode='aspectFit' imgProps={{ alt: '' }} aria-hidden />
      <Text className='page-status__text'>{text}</Text>
      {hint && <Text className='page-status__hint'>{hint}</Text>}
      {action && (
        <Button kind={actionKind} className='page-status__action' onClick={action.onClick}>
          {action.label}
        </Button>
      )}
      {children}
    </View>
  )
}

/**
 * Nothing to show yet, and what to do about it: `action` is the next step (去选课, 去逛逛); `picture` a motif
 * of components/Icon/paths (an inbox by default).
 */
export function EmptyState({ text = '暂无内容', hint, picture = INBOX, action, children }: { text?: string; hint?: string; picture?: string; action?: StateAction; children?: ReactNode }) {
  return <StateView kind='empty' picture={picture} text={text} hint={hint} action={action}>{children}</StateView>
}

/**
 * A failed load with 重试; one that failed for want of an account (a 401, or `needsLogin`) offers 登录 instead.
 * Takes the load's `error` (its message is shown) or a `message`.
 */
export function ErrorState({ error, message, onRetry, needsLogin }: { error?: ApiError; message?: string; onRetry: () => void; needsLogin?: boolean }) {
  if (needsLogin || error?.kind === 'unauthorized') return <LoginNeededState />
  message ??= error?.message
  return <StateView kind='error' role='alert' picture={DISCONNECT} tone='danger' text={message || '加载失败，请稍后重试'} action={{ label: '重试', onClick: onRetry }} actionKind='secondary' />
}

/**
 * What needs an account, shown to a visitor (or after the session ended): not an error, so no 重试, but
 * 登录, which comes back to this page afterwards.
 */
export function LoginNeededState({ text = '登录后即可查看' }: { text?: string }) {
  return <StateView kind='login' picture={LOCK} text={text} action={{ label: '登录', onClick: () => go(loginUrl()) }} />
}

/** Shown on a page whose add-on is switched off on the server (opened from an old link). */
export function NotEnabledState({ feature }: { feature: string }) {
  return <StateView kind='off' picture={INBOX} text={`${feature}功能未开启`} hint='本站暂未开通此功能，敬请期待' />
}
