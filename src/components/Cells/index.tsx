import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon from '../Icon'
import { CHEVRON } from '../Icon/paths'
import './index.scss'

/** A titled group of rows (settings, profile, an address form): the member area's list look. */
export function CellGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className='cells' role='list' aria-label={title}>
      {title && <Text className='cells__title'>{title}</Text>}
      {children}
    </View>
  )
}

/** One row: a label, an optional value or control, and an arrow when it opens something. */
export function Cell({ label, value, onClick, danger, children }: { label: string; value?: ReactNode; onClick?: () => void; danger?: boolean; children?: ReactNode }) {
  return (
    <View className={`cell ${onClick ? 'cell--link' : ''}`} role='listitem' onClick={onClick}>
      <Text className={`cell__label ${danger ? 'cell__label--danger' : ''}`}>{label}</Text>
      <View className='cell__end'>
        {typeof value === 'string' ? <Text className='cell__value'>{value}</Text> : value}
        {children}
        {onClick && <Icon path={CHEVRON} color='faint' className='cell__arrow' />}
      </View>
    </View>
  )
}
