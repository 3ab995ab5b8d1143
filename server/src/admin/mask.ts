/**
 * MeEdu's sensitive-data mask for learners' data in console answers: without 敏感数据-学员-手机号 (and
 * 真实姓名, 身份证号) every non-empty value under that key becomes `*`, however deep (MeEdu's
 * BackendSensitiveDataMaskMiddleware). The super-admin role holds them all.
 */
import type { Staff } from './sessions'

const MASKED = [
  ['mobile', 'data.user.mobile'],
  ['real_name', 'data.user.real_name'],
  ['id_number', 'data.user.id_number']
] as const

function mask<T>(value: T, keys: ReadonlySet<string>): T {
  if (Array.isArray(value)) return value.map((v: unknown) => mask(v, keys)) as T
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = keys.has(k) && v !== '' && v !== null && typeof v !== 'object' ? '*' : mask(v, keys)
  return out as T
}

/** `data` as this administrator may see it. */
export function maskLearnerData<T>(staff: Staff, data: T): T {
  if (staff.isSuper) return data
  const keys = new Set<string>(MASKED.filter(([, slug]) => !staff.permissions.has(slug)).map(([key]) => key))
  return keys.size ? mask(data, keys) : data
}
