import { useGetIdentity } from '@refinedev/core'
import type { Me } from '../access'

/** The administrator behind the session (`/backend/api/v1/user`, loaded once and kept by Refine). */
export const useMe = () => useGetIdentity<Me>()
