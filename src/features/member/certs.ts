import { query, urlOf } from '../../core/request'
import { cert } from '~types/endpoints/cert'

/** Certificates (add-on Cert, ADDONS section 14). */
const PAGE_SIZE = 10

export const fetchCerts = (page: number) => query(cert.certs, { query: { page, size: PAGE_SIZE } })

/** The certificate's image: with the header (weapp download), or with `?token=` (what a browser opens). */
export function certImageUrls(id: number, token: string): { url: string; urlWithToken: string } {
  const url = urlOf(cert.download, { id })
  return { url, urlWithToken: `${url}?token=${encodeURIComponent(token)}` }
}
