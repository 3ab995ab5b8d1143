import { query } from '../../core/request'
import { catalogue } from '~types/endpoints/catalogue'

export const fetchRoles = () => query(catalogue.roles)
