/** 证书 in the console (ours): templates, certificates given to learners, giving and revoking one. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as X from '../../../contract/admin/addons/cert'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/Cert'

export const adminCert = {
  certs: adminEndpoint<{ response: Static<typeof X.AdminCertList> }>('GET', `${BASE}/certs`, 'addons.Cert.certs'),
  createCert: adminEndpoint<{ body: X.CertBody; response: Empty }>('POST', `${BASE}/certs`, 'addons.Cert.certs.store'),
  updateCert: adminEndpoint<{ params: Id; body: X.CertBody; response: Empty }>('PUT', `${BASE}/certs/:id`, 'addons.Cert.certs.update'),
  deleteCert: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/certs/:id`, 'addons.Cert.certs.destroy'),

  issued: adminEndpoint<{ query: Static<typeof X.IssuedCertQuery>; response: Static<typeof X.AdminIssuedCertList> }>('GET', `${BASE}/issued`, 'addons.Cert.issued'),
  issue: adminEndpoint<{ body: X.IssueCertBody; response: Empty }>('POST', `${BASE}/issued`, 'addons.Cert.issued.store'),
  revoke: adminEndpoint<{ params: Id; response: Empty }>('POST', `${BASE}/issued/:id/revoke`, 'addons.Cert.issued.revoke')
} as const
