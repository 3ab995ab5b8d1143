import { View, Text } from '@tarojs/components'
import './index.scss'

/** An on/off switch with its label (the whole row toggles it): the same drawing on both builds. */
export default function Switch({ checked, onChange, label, disabled }: { checked: boolean; onChange: (on: boolean) => void; label: string; disabled?: boolean }) {
  return (
    <View
      className={`switch ${checked ? 'switch--on' : ''} ${disabled ? 'switch--off' : ''}`}
      role='switch'
      aria-checked={checked}
      aria-disabled={disabled}
      aria-label={label}
      onClick={disabled ? undefined : () => onChange(!checked)}
    >
      <Text className='switch__label'>{label}</Text>
      <View className='switch__track' aria-hidden>
        <View className='switch__thumb' />
      </View>
    </View>
  )
}
