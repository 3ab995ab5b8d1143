import { Input, Textarea, View, Text } from '@tarojs/components'
import type { InputProps, TextareaProps } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

/**
 * A form's card of fields (login, a profile form, an address): white, rounded, rows divided by hairlines.
 * `plain`: no card of its own, when the page's card already holds it.
 */
export function FieldGroup({ title, plain, children, className = '' }: { title?: string; plain?: boolean; children: ReactNode; className?: string }) {
  return (
    <View className={`field-group ${plain ? 'field-group--plain' : ''} ${className}`} role='group' aria-label={title}>
      {title && <Text className='field-group__title'>{title}</Text>}
      {children}
    </View>
  )
}

/**
 * One labelled field: the label, the control (a TextField, a TextArea, or a value), an `end` beside it (获取验证码,
 * a captcha picture, a unit) and a `hint` or `error` under it. `stacked`: the label above a tall control.
 */
export function Field({
  label,
  end,
  hint,
  error,
  stacked,
  children
}: {
  label?: string
  end?: ReactNode
  hint?: string
  error?: string
  stacked?: boolean
  children: ReactNode
}) {
  return (
    <View className={`field ${stacked ? 'field--stacked' : ''} ${error ? 'field--error' : ''}`}>
      <View className='field__row'>
        {label && <Text className='field__label'>{label}</Text>}
        <View className='field__control'>{children}</View>
        {end && <View className='field__end'>{end}</View>}
      </View>
      {error ? (
        <View role='alert'>
          <Text className='field__error'>{error}</Text>
        </View>
      ) : (
        hint && <Text className='field__hint'>{hint}</Text>
      )}
    </View>
  )
}

/**
 * A one-line text input, as wide as its field allows on both builds (H5's input is otherwise 20 characters wide).
 * `box`: it sits in a `field-box` (a search bar, a chat box), a little lower.
 */
export function TextField({ className = '', box, ...props }: InputProps & { box?: boolean }) {
  return <Input placeholderClass='field__placeholder' {...props} className={`field__input ${box ? 'field__input--box' : ''} ${className}`} />
}

/** A multi-line input, as wide as its field. */
export function TextArea({ className = '', ...props }: TextareaProps) {
  return <Textarea placeholderClass='field__placeholder' {...props} className={`field__textarea ${className}`} />
}
