/** 图文分类. */
import { adminTopics } from '../../../../../types/endpoints/admin/addons/topics'
import { useMe } from '../../../layout/useMe'
import { ContentCategories } from '../content/ContentCategories'

export default function TopicCategories() {
  return <ContentCategories me={useMe().data} table={adminTopics} title="图文分类" goodsName="文章" />
}
