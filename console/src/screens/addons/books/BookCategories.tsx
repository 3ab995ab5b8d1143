/** 电子书分类. */
import { adminBooks } from '../../../../../types/endpoints/admin/addons/books'
import { useMe } from '../../../layout/useMe'
import { ContentCategories } from '../content/ContentCategories'

export default function BookCategories() {
  return <ContentCategories me={useMe().data} table={adminBooks} title="电子书分类" goodsName="电子书" />
}
