/** A book's table of contents: chapters in order, each with its articles (试读 marked); chapters and articles added, edited and deleted here. */
import { useState } from 'react'
import { useParams } from 'react-router'
import { List } from '@refinedev/antd'
import { Button, Card, Empty, Skeleton, Space, Table, Tag, message } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { adminBooks } from '../../../../../types/endpoints/admin/addons/books'
import type { AdminBookArticle, AdminBookChapter } from '../../../../../types/contract/admin/addons/books'
import { CONTENT_LIMITS } from '../../../../../types/admin/contentLimits'
import { mayCall, type Me } from '../../../access'
import { ConfirmDelete } from '../../../layout/ConfirmDelete'
import { call } from '../../../api/request'
import { useCall } from '../../../api/useCall'
import { useMe } from '../../../layout/useMe'
import { NameSortDialog } from '../content/NameSortDialog'
import { BookArticleDialog } from './BookArticleDialog'

export default function BookContents() {
  return <BookContentsView me={useMe().data} bookId={Number(useParams().id)} />
}

type ArticleEdit = { article: AdminBookArticle | null; chapterId: number }

export function BookContentsView({ me, bookId }: { me: Me | undefined; bookId: number }) {
  const contents = useCall(adminBooks.contents, { params: { id: bookId } })
  const [chapter, setChapter] = useState<AdminBookChapter | null | undefined>(undefined)
  const [article, setArticle] = useState<ArticleEdit | undefined>(undefined)
  const data = contents.data
  const refetch = () => void contents.refetch()
  const removed = (p: Promise<unknown>) => p.then(() => void message.success('已删除'), () => undefined).then(refetch)
  const groups = data ? [...(data.articles.some((a) => a.chapter_id === 0) ? [{ id: 0, name: '不分章节', sort: -1, book_id: bookId }] : []), ...data.chapters] : []
  return (
    <List
      title={data ? `目录：${data.book.name}` : '目录'}
      breadcrumb={false}
      headerButtons={
        mayCall(me, adminBooks.createChapter) ? (
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setChapter(null)}>
              添加章节
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setArticle({ article: null, chapterId: 0 })}>
              添加文章
            </Button>
          </Space>
        ) : null
      }
    >
      {contents.isLoading && <Skeleton active />}
      {data && !groups.length && <Empty description="还没有章节和文章" />}
      {groups.map((g) => (
        <Card
          key={g.id}
          size="small"
          title={g.name}
          style={{ marginBottom: 16 }}
          extra={
            g.id ? (
              <Space>
                {mayCall(me, adminBooks.createArticle) && (
                  <Button type="link" size="small" onClick={() => setArticle({ article: null, chapterId: g.id })}>
                    添加文章
                  </Button>
                )}
                {mayCall(me, adminBooks.updateChapter) && (
                  <Button type="link" size="small" onClick={() => setChapter(g)}>
                    编辑章节
                  </Button>
                )}
                {mayCall(me, adminBooks.deleteChapter) && (
                  <ConfirmDelete title={`确定删除章节「${g.name}」？章节下须没有文章`} onConfirm={() => removed(call(adminBooks.deleteChapter, { params: { id: g.id } }))} label="删除章节" />
                )}
              </Space>
            ) : null
          }
        >
          <Table<AdminBookArticle> rowKey="id" size="small" pagination={false} dataSource={data?.articles.filter((a) => a.chapter_id === g.id)} locale={{ emptyText: '本章还没有文章' }}>
            <Table.Column dataIndex="title" title="文章" />
            <Table.Column<AdminBookArticle> title="阅读" width={120} render={(_, a) => (data?.book.charge && a.is_trial ? <Tag color="blue">试读</Tag> : data?.book.charge ? '购买后阅读' : '免费')} />
            <Table.Column dataIndex="view_times" title="阅读数" width={80} />
            <Table.Column dataIndex="sort" title="排序" width={70} />
            <Table.Column<AdminBookArticle>
              title="操作"
              width={120}
              render={(_, a) => (
                <Space>
                  {mayCall(me, adminBooks.updateArticle) && (
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setArticle({ article: a, chapterId: a.chapter_id })}>
                      编辑
                    </Button>
                  )}
                  {mayCall(me, adminBooks.deleteArticle) && (
                    <ConfirmDelete title={`确定删除「${a.title}」？它的评论会一并删除`} onConfirm={() => removed(call(adminBooks.deleteArticle, { params: { id: a.id } }))} />
                  )}
                </Space>
              )}
            />
          </Table>
        </Card>
      ))}
      {chapter !== undefined && (
        <NameSortDialog
          title={chapter ? '编辑章节' : '添加章节'}
          label="章节名称"
          maxName={CONTENT_LIMITS.maxName}
          initial={chapter}
          send={(body) => (chapter ? call(adminBooks.updateChapter, { params: { id: chapter.id }, body }) : call(adminBooks.createChapter, { params: { id: bookId }, body }))}
          onClose={(saved) => {
            setChapter(undefined)
            if (saved) refetch()
          }}
        />
      )}
      {article && data && (
        <BookArticleDialog
          bookId={bookId}
          bookIsFree={data.book.charge === 0}
          chapters={data.chapters}
          article={article.article}
          chapterId={article.chapterId}
          onClose={(saved) => {
            setArticle(undefined)
            if (saved) refetch()
          }}
        />
      )}
    </List>
  )
}
