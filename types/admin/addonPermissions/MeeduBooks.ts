/** 电子书's console permissions (ours: MeEdu's add-on admin is closed). */
export const MEEDU_BOOKS_PERMISSIONS = [
  ['addons.MeeduBooks.categories', '电子书-分类-列表', '电子书', 'GET', '^addons\\/MeeduBooks\\/categories$'],
  ['addons.MeeduBooks.categories.store', '电子书-分类-添加', '电子书', 'POST', '^addons\\/MeeduBooks\\/categories$'],
  ['addons.MeeduBooks.categories.update', '电子书-分类-编辑', '电子书', 'PUT', 'addons/MeeduBooks/categories/\\d+'],
  ['addons.MeeduBooks.categories.destroy', '电子书-分类-删除', '电子书', 'DELETE', 'addons/MeeduBooks/categories/\\d+'],
  ['addons.MeeduBooks.books', '电子书-列表', '电子书', 'GET', '^addons\\/MeeduBooks\\/books$'],
  ['addons.MeeduBooks.books.store', '电子书-添加', '电子书', 'POST', '^addons\\/MeeduBooks\\/books$'],
  ['addons.MeeduBooks.books.update', '电子书-编辑', '电子书', 'GET|PUT', '^addons\\/MeeduBooks\\/books\\/\\d+$'],
  ['addons.MeeduBooks.books.destroy', '电子书-删除', '电子书', 'DELETE', '^addons\\/MeeduBooks\\/books\\/\\d+$'],
  ['addons.MeeduBooks.contents', '电子书-目录-查看', '电子书', 'GET', '(addons/MeeduBooks/books/\\d+/contents|addons/MeeduBooks/articles/\\d+)'],
  ['addons.MeeduBooks.contents.store', '电子书-目录-添加章节与文章', '电子书', 'POST', 'addons/MeeduBooks/books/\\d+/(chapters|articles)'],
  ['addons.MeeduBooks.contents.update', '电子书-目录-编辑章节与文章', '电子书', 'PUT', 'addons/MeeduBooks/(chapters|articles)/\\d+'],
  ['addons.MeeduBooks.contents.destroy', '电子书-目录-删除章节与文章', '电子书', 'DELETE', 'addons/MeeduBooks/(chapters|articles)/\\d+'],
  ['addons.MeeduBooks.comments', '电子书-评论-列表', '电子书', 'GET', 'addons/MeeduBooks/(book|article)-comments$'],
  ['addons.MeeduBooks.comments.review', '电子书-评论-隐藏与删除', '电子书', 'POST', 'addons/MeeduBooks/(book|article)-comments/review']
] as const
