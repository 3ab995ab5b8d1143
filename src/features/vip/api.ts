import { query } from '../../core/request'
import type { Role } from '../../../types/api'

export const fetchRoles = () => query<Role[]>('/api/v2/roles')
