/** A goods picker searched on the server: it reports the typed words and shows what the server found (a Form.Item control). */
import { Select } from 'antd'

export interface SearchSelectProps {
  options: { value: number; label: string }[]
  loading: boolean
  onSearch: (keywords: string) => void
  value?: number
  onChange?: (id: number) => void
  id?: string
  'aria-label'?: string
}

export function SearchSelect({ options, loading, onSearch, value, onChange, id, 'aria-label': label }: SearchSelectProps) {
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch
      filterOption={false}
      onSearch={(v) => onSearch(v.trim())}
      loading={loading}
      value={value}
      onChange={onChange}
      placeholder="输入名称搜索"
      notFoundContent={loading ? '加载中…' : '没有找到'}
      options={options}
    />
  )
}
