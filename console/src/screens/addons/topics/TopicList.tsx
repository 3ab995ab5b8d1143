/** 图文: every article (off sale too), searched by title or category, with price, reads and comments; edited in a dialog. */
import { useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Image, Space, Table, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminTopics } from '../../../../../types/endpoints/admin/addons/topics'
import type { AdminTopic } from '../../../../../types/contract/admin/addons/topics'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { ContentFilters, EditDelete, priceText, saleTag } from '../content/goodsCells'
import { TopicDialog } from './TopicDialog'

export default function TopicList() {
  return <TopicListView me={useMe().data} />
}

export function TopicListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminTopics.topics, { query: { size: PAGE_SIZE, ...query } })
  const categories = useCall(adminTopics.categories, {})
  const [editing, setEditing] = useState<AdminTopic | null | undefined>(undefined)
  const remove = async (t: AdminTopic) => {
    await call(adminTopics.deleteTopic, { params: { id: t.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="图文"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminTopics.createTopic) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加图文
          </Button>
        ) : null
      }
    >
      <ContentFilters placeholder="标题" searchLabel="搜索图文" categories={categories.data} query={query} update={update} />
      <Table<AdminTopic> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无图文')} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="thumb" title="封面" width={90} render={(src: string) => <Image src={src} alt="" width={64} height={48} style={{ objectFit: 'cover' }} />} />
        <Table.Column dataIndex="title" title="标题" />
        <Table.Column dataIndex="category_name" title="分类" width={100} />
        <Table.Column<AdminTopic> title="价格" width={130} render={(_, t) => priceText(t)} />
        <Table.Column dataIndex="view_times" title="阅读" width={80} />
        <Table.Column dataIndex="comment_times" title="评论" width={70} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={saleTag} />
        <Table.Column<AdminTopic>
          title="操作"
          fixed="right"
          width={120}
          render={(_, t) => (
            <Space>
              <EditDelete
                onEdit={mayCall(me, adminTopics.updateTopic) ? () => setEditing(t) : undefined}
                deleteTitle={`确定删除「${t.title}」？已有学员购买的请改为下架`}
                onDelete={mayCall(me, adminTopics.deleteTopic) ? () => remove(t) : undefined}
              />
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <TopicDialog
          topic={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
