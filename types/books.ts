/**
 * MeeduBooks (e-books) shapes as MeEdu's client reads them (../shared/ADDONS.md section 3).
 * Interim: replaced by the TypeBox contract (types/contract/books.ts) when it lands.
 */
export interface Book {
  id: number
  name: string
  thumb: string
  charge: number
  is_vip_free: number
  view_times: number
  user_count: number
  short_desc: string
  published_at: string
}

export interface BookChapter {
  id: number
  name: string
}

export interface BookArticleItem {
  id: number
  title: string
  charge: number
}

/** GET /addons/MeeduBooks/api/v1/book/{id} */
export interface BookDetail {
  book: Pick<Book, 'id' | 'name' | 'thumb' | 'charge' | 'is_vip_free' | 'short_desc'> & { render_desc: string }
  chapters: BookChapter[]
  /** chapter id -> its articles; key 0 holds articles outside any chapter. */
  articles: Record<string, BookArticleItem[]>
  is_buy: boolean
}

/** GET /addons/MeeduBooks/api/v1/book/{articleId}/read */
export interface BookReadResult {
  article: { id: number; title: string; render_content: string }
  book: BookDetail['book']
  chapters: BookChapter[]
  articles: Record<string, BookArticleItem[]>
  can_see: boolean
  prev_id: number
  next_id: number
}

export interface BookComment {
  user_id: number
  content: string
  created_at: string
}

/** GET /addons/MeeduBooks/api/v2/member/books */
export interface MemberBook {
  id: number
  book_id: number
  book: { id: number; name: string; thumb: string }
  last_view: [] | { article_id?: number; id?: number }
  created_at: string
}

/** GET /addons/MeeduBooks/api/v2/member/book/view */
export interface MemberBookView {
  id: number
  article_id: number
  is_subscribe: number
  book: { id: number; name: string; thumb: string }
  created_at: string
}
