/**
 * 证书 in the console (ours: MeEdu's add-on admin is closed): certificate templates with what the learner's
 * certificate shows (title, the line under the name, colour, the list thumbnail), certificates given to learners,
 * searched by learner and template, and revoking one (kept on record, no longer shown to the learner).
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Id, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'
import { ImageUrl } from '../courses'
import { CERT_LIMITS } from '../../../admin/certLimits'

export const AdminCert = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  color: Type.String(),
  template_image: Type.String(),
  /** Certificates of this template learners hold now (revoked ones not counted). */
  issued_count: Type.Integer()
})
export type AdminCert = Static<typeof AdminCert>
export const AdminCertList = Type.Array(AdminCert)

export const CertBody = Type.Object(
  {
    name: Type.String({ maxLength: CERT_LIMITS.maxName, title: '证书名称' }),
    description: Type.String({ maxLength: CERT_LIMITS.maxDescription, title: '证书说明' }),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', title: '主色' }),
    template_image: ImageUrl('缩略图')
  },
  { additionalProperties: false }
)
export type CertBody = Static<typeof CertBody>

const ISSUED_STATES = ['valid', 'revoked'] as const
export const IssuedCertQuery = Type.Object({
  ...AdminPaging.properties,
  cert_id: Type.Optional(Id('证书')),
  /** A nickname or mobile containing it. */
  member: Type.Optional(Type.String({ maxLength: 40, title: '学员' })),
  state: Type.Optional(Enum(ISSUED_STATES, { title: '状态' }))
})

export const AdminIssuedCert = Type.Object({
  id: Type.Integer(),
  serial: Type.String(),
  cert_id: Type.Integer(),
  cert_name: Type.String(),
  user_id: Type.Integer(),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  created_at: DateTime,
  revoked_at: Nullable(DateTime)
})
export type AdminIssuedCert = Static<typeof AdminIssuedCert>
export const AdminIssuedCertList = AdminListOf(AdminIssuedCert)

/** Give a template's certificate to the learner with this mobile. */
export const IssueCertBody = Type.Object(
  { cert_id: Id('证书'), mobile: Type.String({ pattern: '^1\\d{10}$', title: '学员手机号' }) },
  { additionalProperties: false }
)
export type IssueCertBody = Static<typeof IssueCertBody>
