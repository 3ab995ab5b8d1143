import { get } from '../../core/request'
import type { Role } from '../../../types/api'

export const fetchRoles = () => get<Role[]>('/api/v2/roles', undefined, { silent: true })
