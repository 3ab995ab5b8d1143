/**
 * 首页装修: the H5 home's blocks in their order, dragged to reorder (saved on drop), edited, added and removed,
 * beside a phone-frame preview that follows the list. The learner's home reads the same blocks; the server's
 * response cache drops its copy on every write, so learners see a change at once.
 */
import { useState } from 'react'
import { Button, Card, Col, Dropdown, Empty, Row, Space, Typography } from 'antd'
import { ConfirmDelete } from '../../layout/ConfirmDelete'
import { PlusOutlined } from '@ant-design/icons'
import { H5_HOME_PAGE, H5_PLATFORM } from '../../../../types/viewBlocks'
import { adminDecoration } from '../../../../types/endpoints/admin/decoration'
import type { AdminViewBlock } from '../../../../types/contract/admin/decoration'
import { mayCall, type Me } from '../../access'
import { call } from '../../api/request'
import { useCall } from '../../api/useCall'
import { Loading } from '../../layout/Loading'
import { useMe } from '../../layout/useMe'
import { SortableList } from '../lessons/SortableList'
import { BlockDialog, type EditedBlock } from './BlockDialog'
import { blockName } from './blockKinds'
import { PhonePreview } from './PhonePreview'

const PAGE = { platform: H5_PLATFORM, page: H5_HOME_PAGE }

/** A block's line in the list: what it shows, in a few words. */
function summary(b: AdminViewBlock): string {
  const r = b.config_render as { title?: unknown; items?: unknown[] } | unknown[] | null
  if (Array.isArray(r)) return `${r.length} 张`
  if (r && typeof r.title === 'string' && r.title) return r.title
  if (r && Array.isArray(r.items)) return `${r.items.length} 项`
  return ''
}

export default function HomeDecoration() {
  return <HomeDecorationView me={useMe().data} />
}

/** The screen for an administrator (tests give their own). */
export function HomeDecorationView({ me }: { me: Me | undefined }) {
  const blocks = useCall(adminDecoration.blocks, { query: PAGE })
  const form = useCall(adminDecoration.blockForm, {})
  const [dragged, setDragged] = useState<number[] | null>(null)
  const [editing, setEditing] = useState<EditedBlock | null>(null)
  if (!blocks.data) return <Loading />

  const byId = new Map(blocks.data.map((b) => [b.id, b]))
  const shown = dragged ? dragged.map((id) => byId.get(id)).filter((b): b is AdminViewBlock => !!b) : blocks.data
  const reload = () => blocks.refetch().finally(() => setDragged(null))
  const reorder = (ids: number[]) => {
    setDragged(ids)
    void call(adminDecoration.orderBlocks, { body: { ...PAGE, ids } })
      .catch(() => undefined)
      .finally(() => void reload())
  }
  const remove = (id: number) => void call(adminDecoration.deleteBlock, { params: { id } }).then(reload, () => undefined)
  const mayEdit = mayCall(me, adminDecoration.updateBlock)
  const mayDelete = mayCall(me, adminDecoration.deleteBlock)
  const addable = mayCall(me, adminDecoration.createBlock) ? (form.data?.blocks ?? []) : []

  return (
    <Card
      title="首页装修"
      extra={
        addable.length > 0 && (
          <Dropdown menu={{ items: addable.map((sign) => ({ key: sign, label: blockName(sign) })), onClick: ({ key }) => setEditing({ sign: key }) }}>
            <Button type="primary" icon={<PlusOutlined />}>
              添加模块
            </Button>
          </Dropdown>
        )
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Typography.Paragraph type="secondary">拖动左侧手柄调整顺序，松开即保存；学员端首页立即生效。</Typography.Paragraph>
          {shown.length === 0 ? (
            <Empty description="首页还没有模块" />
          ) : (
            <SortableList
              items={shown}
              idOf={(b) => b.id}
              labelOf={(b) => `${blockName(b.sign)} ${summary(b)}`.trim()}
              disabled={!mayCall(me, adminDecoration.orderBlocks)}
              onReorder={reorder}
              render={(b) => (
                <Space style={{ width: '100%', justifyContent: 'space-between', padding: '6px 0', borderBottom: '1px dashed #f0f0f0' }} data-testid="home-block">
                  <span>
                    <strong>{blockName(b.sign)}</strong> <Typography.Text type="secondary">{summary(b)}</Typography.Text>
                  </span>
                  <Space>
                    {mayEdit && (
                      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing({ sign: b.sign, id: b.id, config: b.config })} aria-label={`编辑：${blockName(b.sign)} ${summary(b)}`.trim()}>
                        编辑
                      </Button>
                    )}
                    {mayDelete && (
                      <ConfirmDelete title={`确定删除「${blockName(b.sign)}」？`} onConfirm={() => remove(b.id)} />
                    )}
                  </Space>
                </Space>
              )}
            />
          )}
        </Col>
        <Col xs={24} lg={10}>
          <PhonePreview blocks={shown} />
        </Col>
      </Row>
      {editing && (
        <BlockDialog
          block={editing}
          onClose={(saved) => {
            setEditing(null)
            if (saved) void reload()
          }}
        />
      )}
    </Card>
  )
}
