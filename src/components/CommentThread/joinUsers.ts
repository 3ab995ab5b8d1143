import type { ThreadComment } from './types'

/** MeEdu's comment lists send users as a map beside the comments; this joins them (unknown: 学员). */
export function joinUsers<C extends { user_id: number }>(
  comments: readonly C[],
  users: Record<string, { avatar: string; nick_name: string } | undefined>,
  text: (c: C) => string,
  id: (c: C, index: number) => number | string,
  html = false
): ThreadComment[] {
  return comments.map((c, i) => {
    const u = users[c.user_id]
    return { id: id(c, i), nickName: u?.nick_name || '学员', avatar: u?.avatar ?? '', text: text(c), html, createdAt: (c as { created_at?: string }).created_at ?? '' }
  })
}
