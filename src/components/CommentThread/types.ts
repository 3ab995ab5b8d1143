/** One comment as the thread shows it, whatever shape the goods' API sends. */
export interface ThreadComment {
  id: number | string
  nickName: string
  avatar: string
  /** What the learner wrote: plain text, or (`html`) the server's sanitized `render_content`. */
  text: string
  /** MeEdu returns a comment's `render_content` as HTML (escaped text, line breaks as markup). */
  html?: boolean
  createdAt: string
  /** Whom this reply answers (shown as "回复 name"). */
  replyTo?: string
  /** Replies in this comment's thread (threads of replies are one level deep, as MeEdu has them). */
  replies?: ThreadComment[]
}

/** Where a reply goes: the thread (top-level comment) and the comment it answers (the thread or a reply in it). */
export interface ReplyTarget {
  thread: ThreadComment
  comment: ThreadComment
}

export interface CommentThreadProps {
  load: () => Promise<ThreadComment[]>
  /** Posts a comment, or (with `target`) a reply in a thread. */
  send: (content: string, target?: ReplyTarget) => Promise<unknown>
  placeholder?: string
  /** Offer 回复 on each comment. */
  replies?: boolean
  /** Why this learner cannot comment (e.g. only buyers may): shown instead of the box. */
  closed?: string
}
