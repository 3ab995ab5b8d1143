/** A step's goods picker: one kind's courses or e-books, searched by name on the server; the saved one named even before a search. */
import { useState } from 'react'
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import type { PathGoodsType } from '../../../../../types/contract/admin/addons/learnPaths'
import { useCall } from '../../../api/useCall'
import { SearchSelect, type SearchSelectProps } from '../../../forms/SearchSelect'

type Props = Omit<SearchSelectProps, 'options' | 'loading' | 'onSearch'> & {
  type: PathGoodsType
  /** The name of the goods already saved in this place. */
  savedName?: string
}

export function GoodsSelect({ type, savedName, ...field }: Props) {
  const [keywords, setKeywords] = useState('')
  const options = useCall(adminLearnPaths.goodsOptions, { query: { type, keywords: keywords || undefined } })
  const found = (options.data ?? []).map((g) => ({ value: g.id, label: `${g.name}（${g.charge ? `¥${g.charge}` : '免费'}）` }))
  const value = field.value
  const saved = value !== undefined && savedName && !found.some((o) => o.value === value) ? [{ value, label: savedName }] : []
  return <SearchSelect {...field} onSearch={setKeywords} loading={options.isLoading} options={[...saved, ...found]} />
}
