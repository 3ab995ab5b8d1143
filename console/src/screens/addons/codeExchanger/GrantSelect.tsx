/** The goods picker of a batch: one kind's real goods (courses, VIP plans, e-books), searched by name on the server. */
import { useState } from 'react'
import { adminCodeExchanger } from '../../../../../types/endpoints/admin/addons/codeExchanger'
import type { CodeGrant } from '../../../../../types/admin/codeBatches'
import { useCall } from '../../../api/useCall'
import { SearchSelect } from '../../../forms/SearchSelect'

export function GrantSelect({ kind, value, onChange, id }: { kind: CodeGrant; value?: number; onChange?: (id: number) => void; id?: string }) {
  const [keywords, setKeywords] = useState('')
  const options = useCall(adminCodeExchanger.grantOptions, { query: { goods_type: kind, keywords: keywords || undefined } })
  return <SearchSelect id={id} value={value} onChange={onChange} onSearch={setKeywords} loading={options.isLoading} options={(options.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
}
