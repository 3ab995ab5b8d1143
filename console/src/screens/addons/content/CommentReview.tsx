/**
 * Learners' comments on an add-on's content, to review: by kind (书评, 文章评论), shown or hidden, searched by
 * words; hide from learners, show again, or delete (a thread's replies go with it), one or several at once.
 */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Input, Segmented, Space, Table, Tabs, Tag, message } from 'antd'
import type { ReviewComment } from '../../../../../types/contract/admin/addons/contentReview'
import type { ReviewEntries } from '../../../../../types/endpoints/admin/addons/contentTables'
import { mayCall, type Me } from '../../../access'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'

export interface CommentSource extends ReviewEntries {
  key: string
  label: string
  /** What the comment is on, as the column names it (电子书, 文章). */
  goodsLabel: string
}

const SHOWN = [
  { value: '', label: '全部' },
  { value: '0', label: '显示中' },
  { value: '1', label: '已隐藏' }
]

const ACTION_TEXT = { hide: '已隐藏', show: '已恢复显示', delete: '已删除' } as const

export function CommentReview({ me, title, sources }: { me: Me | undefined; title: string; sources: CommentSource[] }) {
  const { query, update, reset } = useSearchQuery()
  const source = sources.find((s) => s.key === query.kind) ?? sources[0]
  const { kind: _kind, ...filters } = query
  const list = useCall(source.list, { query: { size: PAGE_SIZE, ...filters } })
  const [selected, setSelected] = useState<number[]>([])
  const mayReview = mayCall(me, source.review)
  const review = async (ids: number[], action: keyof typeof ACTION_TEXT) => {
    await call(source.review, { body: { ids, action } }).then(() => void message.success(ACTION_TEXT[action]), () => undefined)
    setSelected([])
    await list.refetch()
  }
  return (
    <List title={title} breadcrumb={false}>
      {sources.length > 1 && (
        <Tabs
          activeKey={source.key}
          items={sources.map((s) => ({ key: s.key, label: s.label }))}
          onChange={(kind) => {
            setSelected([])
            reset({ kind })
          }}
        />
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented options={SHOWN} value={query.is_hidden ?? ''} onChange={(v) => update({ is_hidden: String(v) })} aria-label="显示状态" />
        <Input.Search placeholder="评论内容" allowClear aria-label="搜索评论" defaultValue={query.keywords} style={{ width: 220 }} onSearch={(v) => update({ keywords: v.trim() })} />
        {mayReview && (
          <>
            <Button disabled={!selected.length} onClick={() => void review(selected, 'hide')}>
              隐藏所选
            </Button>
            <ConfirmDelete bulk label="删除所选" title={`确定删除所选的 ${selected.length} 条评论？回复会一并删除`} onConfirm={() => review(selected, 'delete')} disabled={!selected.length} />
          </>
        )}
      </Space>
      <Table<ReviewComment>
        {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无评论')}
        rowSelection={mayReview ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        scroll={{ x: 900 }}
      >
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column<ReviewComment> title="学员" width={140} render={(_, c) => c.user?.nick_name ?? '已注销'} />
        <Table.Column<ReviewComment> title={source.goodsLabel} render={(_, c) => c.goods_title || `#${c.goods_id}`} />
        <Table.Column<ReviewComment> title="评论内容" render={(_, c) => (c.parent_id ? <span><Tag>回复</Tag>{c.content}</span> : c.content)} />
        <Table.Column dataIndex="created_at" title="时间" width={170} />
        <Table.Column dataIndex="is_hidden" title="状态" width={90} render={(v: number) => (v ? <Tag>已隐藏</Tag> : <Tag color="green">显示中</Tag>)} />
        {mayReview && (
          <Table.Column<ReviewComment>
            title="操作"
            fixed="right"
            width={130}
            render={(_, c) => (
              <Space>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void review([c.id], c.is_hidden ? 'show' : 'hide')}>
                  {c.is_hidden ? '显示' : '隐藏'}
                </Button>
                <ConfirmDelete title="确定删除这条评论？回复会一并删除" onConfirm={() => review([c.id], 'delete')} />
              </Space>
            )}
          />
        )}
      </Table>
    </List>
  )
}
