import type * as C from '~types/contract/catalogue'
import { renderText } from '../lib/text'
import type { VideoRow } from './access'
import type { CategoryRow, CourseListRow, RoleRow, commentsOf } from './store'

/** A list row with its category folded in (one query for the page, not one per course). */
export function listCourse(r: CourseListRow): C.Course {
  const { category_name, category_parent_id, ...course } = r
  return { ...course, category: { id: r.category_id, name: category_name, parent_id: category_parent_id, children: [] } }
}

/** Top-level categories with their children. */
export const categoryTree = (all: CategoryRow[]) => all.filter((c) => c.parent_id === 0).map((c) => ({ ...c, children: all.filter((x) => x.parent_id === c.id) }))

/** Video object as MeEdu sends it (MODEL_VIDEO_FIELD): never the media path. */
export function publicVideo(v: VideoRow) {
  const { media: _media, sort: _sort, ...rest } = v
  return rest
}

/** Lessons keyed by chapter id (key 0: lessons without a chapter), as MeEdu sends them. */
export function videosByChapter(videos: VideoRow[]) {
  const byChapter: Record<string, ReturnType<typeof publicVideo>[]> = {}
  for (const v of videos) (byChapter[v.chapter_id] ??= []).push(publicVideo(v))
  return byChapter
}

/** Comments are stored as text; MeEdu clients insert render_content as HTML (text.ts). Authors by id. */
export const commentsView = ({ comments, users }: Awaited<ReturnType<typeof commentsOf>>) => ({
  comments: comments.map((c) => ({ ...c, render_content: renderText(c.render_content) })),
  users: Object.fromEntries(users.map((u) => [u.id, u]))
})

export const roleView = (r: RoleRow): C.Role => ({ ...r, desc_rows: JSON.parse(r.desc_rows) as string[] })

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Escapes the text, then wraps each case-insensitive match in <em>. */
export function highlight(text: string, kw: string): string {
  const safe = escapeHtml(text)
  const needle = escapeHtml(kw).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return safe.replace(new RegExp(needle, 'gi'), (m) => `<em>${m}</em>`)
}
