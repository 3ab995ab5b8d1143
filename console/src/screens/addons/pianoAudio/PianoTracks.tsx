/** 曲目: the library's tracks by category or searched, with whether each has a score and its bars tapped; added and edited in a dialog. */
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { List } from '@refinedev/antd'
import { Button, Input, Select, Space, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminPianoAudio } from '../../../../../types/endpoints/admin/addons/pianoAudio'
import type { AdminAudioTrack } from '../../../../../types/contract/admin/addons/pianoAudio'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { RowActions } from '../../../layout/RowActions'
import { linkTo } from '../../../routes'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { TrackDialog } from './TrackDialog'

const scoreState = (t: AdminAudioTrack) => (!t.has_score ? <Tag>无乐谱</Tag> : t.has_bar_times ? <Tag color="green">已打点</Tag> : <Tag color="orange">未打点</Tag>)

export default function PianoTracks() {
  return <PianoTracksView me={useMe().data} />
}

function PianoTracksView({ me }: { me: Me | undefined }) {
  const navigate = useNavigate()
  const { query, update } = useSearchQuery()
  const categoryId = query.category_id ? Number(query.category_id) : undefined
  const list = useCall(adminPianoAudio.tracks, { query: { size: PAGE_SIZE, ...query } })
  const categories = useCall(adminPianoAudio.categories, {})
  // undefined: closed; null: a new one; a track: editing it.
  const [editing, setEditing] = useState<AdminAudioTrack | null | undefined>(undefined)
  const remove = async (t: AdminAudioTrack) => {
    await call(adminPianoAudio.deleteTrack, { params: { id: t.id } }).catch(() => undefined)
    await list.refetch()
  }
  const categoryName = (id: number) => categories.data?.find((c) => c.id === id)?.name ?? id
  return (
    <List
      title="曲目"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminPianoAudio.createTrack) && mayCall(me, adminPianoAudio.uploadAudio) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加曲目
          </Button>
        ) : null
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          aria-label="分类"
          placeholder="全部分类"
          style={{ width: 160 }}
          value={categoryId}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v?: number) => update({ category_id: v ? String(v) : '' })}
        />
        <Input.Search placeholder="曲目名称或作曲" allowClear aria-label="搜索曲目" defaultValue={query.keywords} style={{ width: 240 }} onSearch={(v) => update({ keywords: v.trim() })} />
      </Space>
      <Table<AdminAudioTrack> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无曲目')} scroll={{ x: 900 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="title" title="曲目名称" />
        <Table.Column dataIndex="composer" title="作曲" width={110} />
        <Table.Column dataIndex="category_id" title="分类" width={110} render={categoryName} />
        <Table.Column dataIndex="level" title="级别" width={70} render={(n: number) => (n ? `${n}级` : '—')} />
        <Table.Column dataIndex="duration" title="时长" width={80} render={(s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`} />
        <Table.Column<AdminAudioTrack> title="乐谱" width={90} render={(_, t) => scoreState(t)} />
        <Table.Column<AdminAudioTrack>
          title="操作"
          fixed="right"
          width={180}
          render={(_, t) => (
            <Space>
              {mayCall(me, adminPianoAudio.trackScore) && <Link to={linkTo('pianoTrackScore', { id: t.id })}>乐谱与打点</Link>}
              <RowActions
                onEdit={mayCall(me, adminPianoAudio.updateTrack) ? () => setEditing(t) : undefined}
                onDelete={mayCall(me, adminPianoAudio.deleteTrack) ? () => remove(t) : undefined}
                confirm={`确定删除「${t.title}」及其乐谱？`}
              />
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <TrackDialog
          track={editing}
          categories={categories.data ?? []}
          onClose={(savedId) => {
            const isNew = editing === null
            setEditing(undefined)
            if (savedId === undefined) return
            // A new track goes straight on to its score and bars.
            if (isNew && mayCall(me, adminPianoAudio.trackScore)) navigate(linkTo('pianoTrackScore', { id: savedId }))
            else void list.refetch()
          }}
        />
      )}
    </List>
  )
}
