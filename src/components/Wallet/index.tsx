import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import MoreLink from '../MoreLink'
import './index.scss'

/**
 * The layout the wallet pages share (积分商城, 陪练时长 and their how-to pages): the page, a balance header,
 * a row of entry tiles, section headings with an optional "all" link, and notes.
 */
export function WalletPage({ children, role }: { children: ReactNode; role?: 'list' }) {
  return (
    <View className='wallet' role={role}>
      {children}
    </View>
  )
}

export function WalletHero({ label, balance, sub }: { label: string; balance: ReactNode; sub: string }) {
  return (
    <View className='wallet__hero'>
      <Text className='wallet__label'>{label}</Text>
      <Text className='wallet__balance'>{balance}</Text>
      <Text className='wallet__sub'>{sub}</Text>
    </View>
  )
}

export interface WalletEntry {
  text: string
  onClick: () => void
}

export function WalletEntries({ entries }: { entries: readonly WalletEntry[] }) {
  return (
    <View className='wallet__entries' role='list'>
      {entries.map((e) => (
        <View key={e.text} className='wallet__entry' role='listitem' onClick={e.onClick}>
          {e.text}
        </View>
      ))}
    </View>
  )
}

export function WalletHeading({ title, more }: { title: string; more?: WalletEntry }) {
  return (
    <View className='wallet__heading'>
      <Text>{title}</Text>
      {more && <MoreLink className='wallet__more' text={more.text} onClick={more.onClick} />}
    </View>
  )
}

export function WalletNote({ children }: { children: string }) {
  return <Text className='wallet__note'>{children}</Text>
}
