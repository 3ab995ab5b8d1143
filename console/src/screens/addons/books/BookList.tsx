/** 电子书: every book (off sale too), searched by name or category, with price, readers and articles; edited in a dialog, its contents on their own screen. */
import { useState } from 'react'
import { Link } from 'react-router'
import { List } from '@refinedev/antd'
import { Button, Image, Space, Table, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminBooks } from '../../../../../types/endpoints/admin/addons/books'
import type { AdminBook } from '../../../../../types/contract/admin/addons/books'
import { mayCall, type Me } from '../../../access'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { useSearchQuery } from '../../../layout/useSearchQuery'
import { PAGE_SIZE, pagedTableProps } from '../../../layout/pagedTable'
import { linkTo } from '../../../routes'
import { BookDialog } from './BookDialog'
import { ContentFilters, EditDelete, priceText, saleTag } from '../content/goodsCells'

export default function BookList() {
  return <BookListView me={useMe().data} />
}

export function BookListView({ me }: { me: Me | undefined }) {
  const { query, update } = useSearchQuery()
  const list = useCall(adminBooks.books, { query: { size: PAGE_SIZE, ...query } })
  const categories = useCall(adminBooks.categories, {})
  const [editing, setEditing] = useState<AdminBook | null | undefined>(undefined)
  const remove = async (b: AdminBook) => {
    await call(adminBooks.deleteBook, { params: { id: b.id } }).then(() => void message.success('已删除'), () => undefined)
    await list.refetch()
  }
  return (
    <List
      title="电子书"
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminBooks.createBook) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加电子书
          </Button>
        ) : null
      }
    >
      <ContentFilters placeholder="书名" searchLabel="搜索电子书" categories={categories.data} query={query} update={update} />
      <Table<AdminBook> {...pagedTableProps(list, query.page, (page) => update({ page }), '暂无电子书')} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="id" title="ID" width={70} />
        <Table.Column dataIndex="thumb" title="封面" width={80} render={(src: string) => <Image src={src} alt="" width={45} height={60} style={{ objectFit: 'cover' }} />} />
        <Table.Column dataIndex="name" title="书名" />
        <Table.Column dataIndex="category_name" title="分类" width={100} />
        <Table.Column<AdminBook> title="价格" width={130} render={(_, b) => priceText(b)} />
        <Table.Column dataIndex="article_count" title="文章" width={70} />
        <Table.Column dataIndex="user_count" title="订阅" width={80} />
        <Table.Column dataIndex="is_show" title="状态" width={80} render={saleTag} />
        <Table.Column<AdminBook>
          title="操作"
          fixed="right"
          width={160}
          render={(_, b) => (
            <Space>
              {mayCall(me, adminBooks.contents) && <Link to={linkTo('bookContents', { id: b.id })}>目录</Link>}
              <EditDelete
                onEdit={mayCall(me, adminBooks.updateBook) ? () => setEditing(b) : undefined}
                deleteTitle={`确定删除「${b.name}」及其全部文章？已有学员购买的书请改为下架`}
                onDelete={mayCall(me, adminBooks.deleteBook) ? () => remove(b) : undefined}
              />
            </Space>
          )}
        />
      </Table>
      {editing !== undefined && (
        <BookDialog
          book={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void list.refetch()
          }}
        />
      )}
    </List>
  )
}
