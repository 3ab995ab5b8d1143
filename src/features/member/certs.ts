import { query } from '../../core/request'
import { runtimeConfig } from '../../core/runtimeConfig'
import type { ListC, MemberCert } from '../../../types/api'

/** Certificates (add-on Cert, ADDONS section 14). */
const BASE = '/addons/Cert/api/v1/member/cert'
const PAGE_SIZE = 10

export const fetchCerts = (page: number) => query<ListC<MemberCert>>(BASE, { page, size: PAGE_SIZE })

/** The certificate's image: with the header (weapp download), or with `?token=` (what a browser opens). */
export function certImageUrls(id: number, token: string): { url: string; urlWithToken: string } {
  const url = `${runtimeConfig().apiBase}${BASE}/${id}/download`
  return { url, urlWithToken: `${url}?token=${encodeURIComponent(token)}` }
}
