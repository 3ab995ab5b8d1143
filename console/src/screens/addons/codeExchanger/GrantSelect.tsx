/** The goods picker of a batch: one kind's real goods (courses, VIP plans, e-books), searched by name on the server. */
import { useState } from 'react'
import { Select } from 'antd'
import { adminCodeExchanger } from '../../../../../types/endpoints/admin/addons/codeExchanger'
import type { CodeGrant } from '../../../../../types/admin/codeBatches'
import { useCall } from '../../../api/useCall'

export function GrantSelect({ kind, value, onChange, id }: { kind: CodeGrant; value?: number; onChange?: (id: number) => void; id?: string }) {
  const [keywords, setKeywords] = useState('')
  const options = useCall(adminCodeExchanger.grantOptions, { query: { goods_type: kind, keywords: keywords || undefined } })
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={(v) => setKeywords(v.trim())}
      loading={options.isLoading}
      value={value}
      onChange={onChange}
      placeholder="输入名称搜索"
      notFoundContent={options.isLoading ? '加载中…' : '没有找到'}
      options={(options.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
    />
  )
}
