/**
 * What a campaign screen needs of its add-on (秒杀 or 拼团): its names, its calls through the endpoint
 * table, its own form fields and columns, and its progress view. The list, the form and the drawer are
 * shared; each add-on's file fills one of these.
 */
import type { ComponentType, ReactNode } from 'react'
import type { AdminEndpoint } from '../../../../../types/endpoints/endpoint'

/** The fields every campaign row has (the contracts' CampaignCommon). */
export interface CampaignRow {
  id: number
  goods_type: string
  goods_id: number
  goods_title: string
  goods_charge: number
  charge: number
  started_at: string
  ended_at: string
  status: number
  status_text: string
  sold: number
  held: number
}

/** The form's shared fields as the server takes them. */
export interface CampaignForm {
  goods_type: 'course' | 'book' | 'live'
  goods_id: number
  charge: number
  started_at: string
  ended_at: string
}

export interface CampaignKind<Row extends CampaignRow, Body extends CampaignForm> {
  /** 秒杀 / 拼团: the noun in titles and messages. */
  noun: string
  entries: { create: AdminEndpoint; update: AdminEndpoint; end: AdminEndpoint; remove: AdminEndpoint; progress: AdminEndpoint }
  list: (query: { page: number; size: number; status?: 0 | 1 | 2 }) => Promise<{ data: Row[]; total: number }>
  save: (id: number | null, body: Body) => Promise<unknown>
  end: (id: number) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
  /** A new campaign's own fields' starting values. */
  defaults: Partial<Body>
  /** The form's own fields (Form.Items), after the shared ones. */
  fields: ReactNode
  /** The body from the form's values (the shared ones already trimmed). */
  bodyOf: (shared: CampaignForm, values: Body) => Body
  /** The list's own columns, after the price. */
  columns: { key: string; title: string; render: (row: Row) => ReactNode }[]
  Progress: ComponentType<{ id: number }>
}
