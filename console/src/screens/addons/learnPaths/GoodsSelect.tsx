/** A step's goods picker: one kind's courses or e-books, searched by name on the server; the saved one named even before a search. */
import { useState } from 'react'
import { Select } from 'antd'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { PathGoodsType } from '../../../../../types/contract/admin/addons/learnPaths'
import { useCall } from '../../../api/useCall'

interface Props {
  type: PathGoodsType
  /** The name of the goods already saved in this place. */
  savedName?: string
  value?: number
  onChange?: (id: number) => void
  id?: string
  'aria-label'?: string
}

export function GoodsSelect({ type, savedName, value, onChange, id, 'aria-label': label }: Props) {
  const [keywords, setKeywords] = useState('')
  const options = useCall(adminLearnPaths.goodsOptions, { query: { type, keywords: keywords || undefined } })
  const found = (options.data ?? []).map((g) => ({ value: g.id, label: `${g.name}（${g.charge ? `¥${g.charge}` : '免费'}）` }))
  const saved = value !== undefined && savedName && !found.some((o) => o.value === value) ? [{ value, label: savedName }] : []
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch
      filterOption={false}
      onSearch={(v) => setKeywords(v.trim())}
      loading={options.isLoading}
      value={value}
      onChange={onChange}
      placeholder="输入名称搜索"
      notFoundContent={options.isLoading ? '加载中…' : '没有找到'}
      options={[...saved, ...found]}
    />
  )
}
