import type * as C from '~types/contract/credit1Mall'
import type { PackageRow } from './store'

export const packageView = (p: PackageRow): C.TutorPackage => ({
  id: p.id,
  title: p.title,
  thumb: p.thumb,
  minutes: p.minutes,
  charge: p.charge,
  original_charge: p.original_charge,
  short_desc: p.short_desc
})
