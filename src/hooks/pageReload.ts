import { createContext, useContext, useEffect } from 'react'

/**
 * What a page loaded, so pull-to-refresh can load it again. The page shell provides it; every `useAsync`
 * and `usePagedList` on the page registers its reload here by itself, so no page wires pull-to-refresh by
 * hand and the route table's flag is the only declaration.
 */
export interface PageReloads {
  register(reload: () => Promise<unknown>): () => void
}

export const PageReloadContext = createContext<PageReloads | null>(null)

/** Registers `reload` with the page (a no-op outside a page shell, e.g. in a component test). */
export function useRegisterReload(reload: () => Promise<unknown>): void {
  const page = useContext(PageReloadContext)
  useEffect(() => page?.register(reload), [page, reload])
}
