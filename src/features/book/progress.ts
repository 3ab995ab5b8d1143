import { readJson, writeJson } from '../../core/storage'

/** How many books and articles this device remembers (oldest forgotten first). */
const KEEP = 50

interface Progress {
  /** book id -> the article last opened. */
  books: [number, number][]
  /** article id -> scroll position (px) reached. */
  articles: [number, number][]
}

const read = (): Progress => {
  const p = readJson<Partial<Progress>>('bookProgress', {})
  return { books: Array.isArray(p.books) ? p.books : [], articles: Array.isArray(p.articles) ? p.articles : [] }
}

/** Moves `key` to the end with `value`, keeping the newest KEEP entries. */
function remember(list: [number, number][], key: number, value: number): [number, number][] {
  return [...list.filter(([k]) => k !== key), [key, value] as [number, number]].slice(-KEEP)
}

/** Records that the learner is reading `articleId` of `bookId` (the book page's "继续阅读"). */
export function rememberArticle(bookId: number, articleId: number): void {
  const p = read()
  writeJson('bookProgress', { ...p, books: remember(p.books, bookId, articleId) })
}

export function lastArticleOf(bookId: number): number | undefined {
  return read().books.find(([k]) => k === bookId)?.[1]
}

export function rememberScroll(articleId: number, top: number): void {
  const p = read()
  writeJson('bookProgress', { ...p, articles: remember(p.articles, articleId, Math.max(0, Math.round(top))) })
}

export function scrollOf(articleId: number): number {
  return read().articles.find(([k]) => k === articleId)?.[1] ?? 0
}
