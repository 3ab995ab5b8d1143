import { useEffect, useState } from 'react'
import { View, Picker } from '@tarojs/components'
import { TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import type { Profile } from '~types/contract/member'
import { PROFILE_LABELS } from '~types/patterns'
import { saveProfile } from '../api'
import { Cell, CellGroup } from '../../../components/Cells'
import { isDate, isLengthBetween } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'

const GENDERS = ['男', '女', '保密'] as const
/** 保密 is stored as no gender. */
const genderOf = (choice: (typeof GENDERS)[number]) => (choice === '保密' ? '' : choice)

const TEXT_FIELDS = [
  ['real_name', 20],
  ['profession', 30],
  ['graduated_school', 50],
  ['diploma', 20],
  ['address', 100]
] as const

/** The first rule the profile breaks, or '' (SPEC section 5 validators). */
function profileError(p: Profile): string {
  for (const [key, max] of TEXT_FIELDS) if (!isLengthBetween(p[key], 0, max)) return `${PROFILE_LABELS[key]}不能超过${max}个字`
  if (p.age < 0 || p.age > 120 || !Number.isInteger(p.age)) return '请填写正确的年龄'
  if (p.birthday && !isDate(p.birthday)) return '请填写正确的生日'
  return ''
}

/** The extended profile, every field editable, saved together. */
export function ProfileForm({ initial, onSaved }: { initial: Profile; onSaved: () => Promise<void> }) {
  const [p, setP] = useState(initial)
  useEffect(() => setP(initial), [initial])
  const set = (patch: Partial<Profile>) => setP((prev) => ({ ...prev, ...patch }))
  const today = new Date().toISOString().slice(0, 10)

  const save = useAction(async () => {
    const err = profileError(p)
    if (err) {
      toast(err)
      return
    }
    await saveProfile(p)
    toast('资料已保存')
    await onSaved()
  })

  const field = (key: (typeof TEXT_FIELDS)[number][0], max: number) => (
    <Cell key={key} label={PROFILE_LABELS[key]}>
      <TextField className='member-form__input' maxlength={max} placeholder='未填写' value={p[key]} onInput={(e) => set({ [key]: e.detail.value })} aria-label={PROFILE_LABELS[key]} />
    </Cell>
  )

  return (
    <View>
      <CellGroup title='更多资料'>
        {field('real_name', 20)}
        <Picker mode='selector' range={[...GENDERS]} onChange={(e) => set({ gender: genderOf(GENDERS[Number(e.detail.value)]) })}>
          <Cell label={PROFILE_LABELS.gender} value={p.gender || '保密'} onClick={() => undefined} />
        </Picker>
        <Cell label={PROFILE_LABELS.age}>
          <TextField
            className='member-form__input'
            type='number'
            maxlength={3}
            placeholder='未填写'
            value={p.age ? String(p.age) : ''}
            onInput={(e) => set({ age: Number(e.detail.value) || 0 })}
            aria-label={PROFILE_LABELS.age}
          />
        </Cell>
        <Picker mode='date' value={p.birthday || '2015-01-01'} start='1920-01-01' end={today} onChange={(e) => set({ birthday: String(e.detail.value) })}>
          <Cell label={PROFILE_LABELS.birthday} value={p.birthday || '未填写'} onClick={() => undefined} />
        </Picker>
        {TEXT_FIELDS.slice(1).map(([key, max]) => field(key, max))}
      </CellGroup>
      <Button kind='primary' size='lg' block className='member-form__submit' loading={save.pending} onClick={save.run}>
        保存资料
      </Button>
    </View>
  )
}
