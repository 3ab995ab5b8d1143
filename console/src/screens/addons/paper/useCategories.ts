/** The Paper add-on's categories of one scope as select options ("parent / child"). */
import { adminPaper } from '../../../../../types/endpoints/admin/addons/paper'
import { useCall } from '../../../api/useCall'

export function useCategories(scope: 'question' | 'paper' | 'mock' | 'practice') {
  const rows = useCall(adminPaper.categories, {}).data?.[scope] ?? []
  const nameOf = (id: number) => rows.find((r) => r.id === id)?.name ?? ''
  return rows.map((r) => ({ value: r.id, label: r.parent_id ? `${nameOf(r.parent_id)} / ${r.name}` : r.name }))
}
