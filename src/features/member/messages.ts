import { query, command } from '../../core/request'
import type { ListC } from '~types/contract/common'
import { member } from '~types/endpoints/member'

/** A member message (CONTRACT 2.6): the text is in `data.message` (the contract leaves `data` open). */
export interface MemberMessage {
  id: string
  notifiable_id: number
  data: { message: string }
  read_at: string | null
  created_at: string
}

const MESSAGES_PAGE_SIZE = 10

export const fetchMessages = (page: number) =>
  query(member.messages, { query: { page, page_size: MESSAGES_PAGE_SIZE } }) as Promise<ListC<MemberMessage>>

export const markMessageRead = (id: string) =>
  query(member.markMessageRead, { params: { id } })

export const markAllMessagesRead = () => command(member.markAllMessagesRead)
