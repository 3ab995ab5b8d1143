/** A member found by id, nickname or mobile (作业与老师's learner list), for granting the teacher role. */
import { useState } from 'react'
import { Select } from 'antd'
import { adminHomework } from '../../../../../types/endpoints/admin/addons/homework'
import { useCall } from '../../../api/useCall'
import { personText } from './teachers'

export function MemberPicker({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  const [keyword, setKeyword] = useState('')
  const found = useCall(adminHomework.learners, { query: { keyword, size: 20 } }, keyword.trim() !== '')
  const options = (found.data?.data.data ?? []).filter((m) => !m.is_teacher).map((m) => ({ value: m.id, label: `${personText(m)}（ID ${m.id}）` }))
  return (
    <Select
      aria-label="学员"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      placeholder="输入学员ID、昵称或手机号搜索"
      notFoundContent={keyword ? '没有找到学员' : null}
      loading={found.isFetching}
      value={value}
      onChange={(v: number) => onChange?.(v)}
      options={options}
    />
  )
}
