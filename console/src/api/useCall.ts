/** A read through the endpoint table, kept and shared by react-query (the client Refine provides). */
import { useQuery } from '@tanstack/react-query'
import type { AdminEndpoint } from '../../../types/endpoints/endpoint'
import { call, type Parts } from './request'

/** `useCall(adminDashboard.graph, { query })`; `enabled: false` waits (e.g. for a permission the call needs). */
export function useCall<E extends AdminEndpoint>(entry: E, parts: Parts<E>, enabled = true) {
  const send = call as (e: E, p: Parts<E>) => ReturnType<typeof call<E>>
  return useQuery({ queryKey: [entry.method, entry.path, parts], queryFn: () => send(entry, parts), enabled })
}
