import type { BookArticle, BookChapter } from '~types/contract/books'

export interface TocChapter {
  id: number
  name: string
  articles: BookArticle[]
}

/**
 * The table of contents in reading order: articles outside any chapter (key 0) first, then each chapter
 * with its articles. Chapters without articles are left out.
 */
export function tableOfContents(chapters: BookChapter[], articles: Record<string, BookArticle[]>): TocChapter[] {
  const loose = articles['0'] ?? []
  const toc: TocChapter[] = loose.length ? [{ id: 0, name: '正文', articles: loose }] : []
  for (const c of chapters) {
    const list = articles[String(c.id)] ?? []
    if (list.length) toc.push({ id: c.id, name: c.name, articles: list })
  }
  return toc
}

/** Every article in reading order. */
export const articlesInOrder = (toc: TocChapter[]): BookArticle[] => toc.flatMap((c) => c.articles)

/**
 * Whether an article opens for this learner: the whole book is free or bought or VIP-free for a VIP,
 * or the article itself is free (试读, ADDONS.md section 3: charge 0 in a paid book).
 */
export function canRead(article: BookArticle, book: { charge: number; is_vip_free: number }, owned: boolean, vip: boolean): boolean {
  return owned || book.charge <= 0 || (vip && book.is_vip_free === 1) || article.charge <= 0
}
