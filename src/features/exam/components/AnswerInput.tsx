import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField, TextArea } from '../../../components/Field'
import SafeRichText from '../../../components/SafeRichText'
import { emptyDraft, letterOf, type Answerable, type Draft } from '../answers'
import './exam.scss'

/** Lets the page supply the essay photo picker (an upload component of another feature). */
export type ImagePickerSlot = (value: string[], onChange: (urls: string[]) => void, max: number) => ReactNode

const ESSAY_MAX_IMAGES = 9

/**
 * The answer control of one question type: options (single: one; multiple: several), 正确/错误, one input
 * per blank, or an essay with photos. `disabled` shows the answer read-only (review, checked practice).
 */
export default function AnswerInput({
  a,
  draft,
  onChange,
  disabled = false,
  imagePicker,
  label
}: {
  a: Answerable
  draft: Draft | undefined
  onChange: (d: Draft) => void
  disabled?: boolean
  imagePicker?: ImagePickerSlot
  /** The question, for screen readers. */
  label: string
}) {
  const d = draft ?? emptyDraft(a)
  if (d.type === 1 || d.type === 2) {
    const picked = d.type === 1 ? (d.value ? [d.value] : []) : d.value
    const toggle = (key: string) => {
      if (disabled) return
      if (d.type === 1) onChange({ type: 1, value: key })
      else onChange({ type: 2, value: picked.includes(key) ? picked.filter((k) => k !== key) : [...picked, key] })
    }
    return (
      <View className='exam-options' role={d.type === 1 ? 'radiogroup' : 'group'} aria-label={label}>
        {a.options.map(([key, html]) => {
          const on = picked.includes(key)
          return (
            <View
              key={key}
              role={d.type === 1 ? 'radio' : 'checkbox'}
              aria-checked={on}
              className={`exam-option ${on ? 'exam-option--on' : ''} ${d.type === 2 ? 'exam-option--multi' : ''}`}
              onClick={() => toggle(key)}
            >
              <Text className='exam-option__letter'>{letterOf(key)}</Text>
              <View className='exam-option__text'>
                <SafeRichText html={html} />
              </View>
            </View>
          )
        })}
      </View>
    )
  }
  if (d.type === 5) {
    return (
      <View className='exam-options exam-options--row' role='radiogroup' aria-label={label}>
        {([1, 0] as const).map((v) => (
          <View key={v} role='radio' aria-checked={d.value === v} className={`exam-option exam-option--judge ${d.value === v ? 'exam-option--on' : ''}`} onClick={() => !disabled && onChange({ type: 5, value: v })}>
            <Text>{v === 1 ? '正确' : '错误'}</Text>
          </View>
        ))}
      </View>
    )
  }
  if (d.type === 3) {
    return (
      <View className='exam-blanks'>
        {d.value.map((v, i) => (
          <View key={i} className='exam-blank'>
            <Text className='exam-blank__no'>{`第${i + 1}空`}</Text>
            <TextField
              className='exam-blank__input'
              aria-label={`${label} 第${i + 1}空`}
              value={v}
              maxlength={200}
              disabled={disabled}
              placeholder='填写答案'
              onInput={(e) => onChange({ type: 3, value: d.value.map((x, j) => (j === i ? e.detail.value : x)) })}
            />
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className='exam-essay'>
      <TextArea
        className='exam-essay__text'
        aria-label={label}
        value={d.value}
        maxlength={5000}
        disabled={disabled}
        placeholder='写下你的答案'
        onInput={(e) => onChange({ ...d, value: e.detail.value })}
      />
      {imagePicker && !disabled && imagePicker(d.images, (images) => onChange({ ...d, images }), ESSAY_MAX_IMAGES)}
    </View>
  )
}
