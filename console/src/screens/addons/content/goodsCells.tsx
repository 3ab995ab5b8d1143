/** Pieces of a content add-on's list (电子书, 图文): the filter bar, the price and sale cells, a row's 编辑 and 删除. */
import { Button, Input, Select, Space, Tag } from 'antd'
import type { AdminContentCategory } from '../../../../../types/contract/admin/addons/contentReview'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'

/** A sold piece of content's price: 免费, or the price with VIP免费 when VIPs read it free. */
export const priceText = (g: { charge: number; is_vip_free: number }) => (g.charge ? `¥${g.charge}${g.is_vip_free ? ' · VIP免费' : ''}` : '免费')

export const saleTag = (isShow: number) => (isShow ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>)

interface FilterProps {
  /** What the search box searches (书名, 标题) and its accessible name. */
  placeholder: string
  searchLabel: string
  categories: AdminContentCategory[] | undefined
  query: Record<string, string>
  update: (changes: Record<string, string | number | undefined>) => void
}

/** Search by words and pick a category; both kept in the address. */
export function ContentFilters({ placeholder, searchLabel, categories, query, update }: FilterProps) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search placeholder={placeholder} allowClear aria-label={searchLabel} defaultValue={query.keywords} style={{ width: 220 }} onSearch={(v) => update({ keywords: v.trim() })} />
      <Select
        allowClear
        placeholder="全部分类"
        aria-label="分类"
        style={{ width: 160 }}
        value={query.category_id ? Number(query.category_id) : undefined}
        options={(categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(v?: number) => update({ category_id: v })}
      />
    </Space>
  )
}

/** A row's 编辑 and 删除, each only for a role that may. */
export function EditDelete({ onEdit, deleteTitle, onDelete }: { onEdit?: () => void; deleteTitle: string; onDelete?: () => unknown }) {
  return (
    <>
      {onEdit && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onEdit}>
          编辑
        </Button>
      )}
      {onDelete && <ConfirmDelete title={deleteTitle} onConfirm={onDelete} />}
    </>
  )
}
