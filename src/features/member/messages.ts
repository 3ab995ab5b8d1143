import { query, command } from '../../core/request'
import type { ListC } from '../../../types/api'

/** A member message (CONTRACT 2.6): the text is in `data.message`. */
export interface MemberMessage {
  id: string
  notifiable_id: number
  data: { message: string }
  read_at: string | null
  created_at: string
}

const MESSAGES_PAGE_SIZE = 10

export const fetchMessages = (page: number) =>
  query<ListC<MemberMessage>>('/api/v2/member/messages', { page, page_size: MESSAGES_PAGE_SIZE })

export const markMessageRead = (id: string) =>
  query<[]>(`/api/v2/member/notificationMarkAsRead/${encodeURIComponent(id)}`)

export const markAllMessagesRead = () => command<[]>('/api/v2/member/notificationMarkAllAsRead', undefined, { method: 'GET' })
