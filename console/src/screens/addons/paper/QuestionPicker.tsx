/** Questions picked from the bank by words, in the order picked; picked ones stay labelled while the search shows others. */
import { useState } from 'react'
import { Select } from 'antd'
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import type { AdminQuestion } from '../../../../../types/contract/admin/addons/paper'
import { useCall } from '../../../api/useCall'

const labelOf = (q: AdminQuestion) => `#${q.id} [${q.type_text}] ${q.title.slice(0, 40)}（${q.score}分）`

export function QuestionPicker({ value = [], onChange, label }: { value?: number[]; onChange?: (ids: number[]) => void; label: string }) {
  const [keywords, setKeywords] = useState('')
  const found = useCall(adminPaper.questions, { query: { size: 100, keywords: keywords || undefined } })
  const [seen, setSeen] = useState<Map<number, AdminQuestion>>(new Map())
  const bank = found.data?.data ?? []
  const options = [...new Map([...seen.values(), ...bank].map((q) => [q.id, q])).values()].map((q) => ({ value: q.id, label: labelOf(q) }))
  // A question already in the set but not in the first page of the bank is shown by its id until searched.
  const known = new Set(options.map((o) => o.value))
  const rest = value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` }))
  return (
    <Select
      mode="multiple"
      showSearch
      aria-label={label}
      options={[...options, ...rest]}
      filterOption={false}
      value={value}
      onSearch={(v) => setKeywords(v.trim())}
      onChange={(ids: number[]) => {
        setSeen(new Map([...seen, ...bank.filter((q) => ids.includes(q.id)).map((q) => [q.id, q] as const)]))
        onChange?.(ids)
      }}
      placeholder="输入题干关键字查找"
    />
  )
}
