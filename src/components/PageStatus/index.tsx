import { View, Text, Button } from '@tarojs/components'
import type { ReactNode } from 'react'
import { go, loginUrl } from '../../core/navigation'
import type { ApiError } from '../../core/request'
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

export function EmptyState({ text = '暂无内容', children }: { text?: string; children?: ReactNode }) {
  return (
    <View className='page-status page-status--empty'>
      <View className='page-status__icon page-status__icon--empty' />
      <Text className='page-status__text'>{text}</Text>
      {children}
    </View>
  )
}

/**
 * A failed load with 重试; one that failed for want of an account (a 401, or `needsLogin`) offers 登录 instead.
 * Takes the load's `error` (its message is shown) or a `message`.
 */
export function ErrorState({ error, message, onRetry, needsLogin }: { error?: ApiError; message?: string; onRetry: () => void; needsLogin?: boolean }) {
  if (needsLogin || error?.kind === 'unauthorized') return <LoginNeededState />
  message ??= error?.message
  return (
    <View className='page-status page-status--error' role='alert'>
      <View className='page-status__icon page-status__icon--error' />
      <Text className='page-status__text'>{message || '加载失败，请稍后重试'}</Text>
      <Button className='page-status__retry' size='mini' onClick={onRetry}>
        重试
      </Button>
    </View>
  )
}

/**
 * What needs an account, shown to a visitor (or after the session ended): not an error, so no 重试, but
 * 登录, which comes back to this page afterwards.
 */
export function LoginNeededState({ text = '登录后即可查看' }: { text?: string }) {
  return (
    <View className='page-status page-status--login'>
      <View className='page-status__icon page-status__icon--empty' />
      <Text className='page-status__text'>{text}</Text>
      <Button className='page-status__retry' size='mini' onClick={() => go(loginUrl())}>
        登录
      </Button>
    </View>
  )
}

/** Shown on a page whose add-on is switched off on the server (opened from an old link). */
export function NotEnabledState({ feature }: { feature: string }) {
  return (
    <View className='page-status page-status--off'>
      <View className='page-status__icon page-status__icon--empty' />
      <Text className='page-status__text'>{`${feature}功能未开启`}</Text>
      <Text className='page-status__hint'>本站暂未开通此功能，敬请期待</Text>
    </View>
  )
}
