/** 学习路径分类. */
import { adminLearnPaths } from '../../../../../types/endpoints/admin/addons/learnPaths'
import { useMe } from '../../../layout/useMe'
import { ContentCategories } from '../content/ContentCategories'

export default function PathCategories() {
  return <ContentCategories me={useMe().data} table={adminLearnPaths} title="学习路径分类" goodsName="学习路径" />
}
