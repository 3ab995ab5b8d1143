/**
 * Refine's data provider: every list, record, create, update and delete of the console's CRUD screens goes
 * through the resource's endpoint-table entries and `call` (request.ts). MeEdu's lists answer
 * `{ data, total }` (administrators, logs) or Laravel's paginator (roles), both with those two fields, or
 * wrap the paginator (`{ courses }`): the resource's `rows` says where.
 */
import type { BaseRecord, DataProvider } from '@refinedev/core'
import type { AdminEndpoint } from '../../../types/endpoints/endpoint'
import { call } from './request'
import { RESOURCES, type ResourceEntries } from './resources'

function entries(resource: string): ResourceEntries {
  const found = (RESOURCES as Record<string, ResourceEntries>)[resource]
  if (!found) throw new Error(`console resource ${resource} is not in api/resources.ts`)
  return found
}

function entry(resource: string, action: Exclude<keyof ResourceEntries, 'rows'>): AdminEndpoint {
  const e = entries(resource)[action]
  if (!e) throw new Error(`console resource ${resource} has no ${action} entry`)
  return e
}

// The entries are the resource's own; their parts are checked where each screen builds its form values.
const send = (e: AdminEndpoint, parts: { params?: object; query?: object; body?: object }) => (call as (e: AdminEndpoint, p: object) => Promise<unknown>)(e, parts)

export const dataProvider: DataProvider = {
  getApiUrl: () => '/backend/api',
  async getList({ resource, pagination, filters }) {
    const query: Record<string, unknown> = { page: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? 10 }
    for (const f of filters ?? []) if ('field' in f && f.operator === 'eq') query[f.field] = f.value
    const answer = await send(entry(resource, 'list'), { query })
    const { data, total } = (entries(resource).rows ?? ((a: unknown) => a as { data: BaseRecord[]; total: number }))(answer as never)
    return { data: data as never[], total }
  },
  async getOne({ resource, id }) {
    return { data: (await send(entry(resource, 'one'), { params: { id } })) as never }
  },
  async create({ resource, variables }) {
    await send(entry(resource, 'create'), { body: variables as object })
    return { data: variables as never }
  },
  async update({ resource, id, variables }) {
    await send(entry(resource, 'update'), { params: { id }, body: variables as object })
    return { data: { id, ...(variables as object) } as never }
  },
  async deleteOne({ resource, id }) {
    await send(entry(resource, 'remove'), { params: { id } })
    return { data: { id } as never }
  }
}
