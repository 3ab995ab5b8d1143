import type { Address, Regions } from '~types/contract/credit1Mall'
import { isMobile } from '../../utils/validators'

/** The address form (SPEC section 3 addressForm). */
export type AddressForm = Omit<Address, 'id'>

export const EMPTY_ADDRESS: AddressForm = { name: '', mobile: '', province: '', city: '', area: '', street: '' }

export const NAME_MAX = 20
const STREET_MIN = 4
export const STREET_MAX = 100

/** The first rule the form breaks (the server checks the same, with the same words), or ''. */
export function addressError(a: AddressForm): string {
  const name = a.name.trim()
  if (!name) return '请填写收货人姓名'
  if (name.length > NAME_MAX) return `收货人姓名不能超过${NAME_MAX}个字`
  if (!isMobile(a.mobile.trim())) return '请填写正确的手机号'
  if (!a.province || !a.city || !a.area) return '请选择所在地区'
  const street = a.street.trim()
  if (street.length < STREET_MIN) return '请填写详细地址（街道、门牌号）'
  if (street.length > STREET_MAX) return `详细地址不能超过${STREET_MAX}个字`
  return ''
}

export const regionText = (a: Pick<Address, 'province' | 'city' | 'area'>) => [a.province, a.city, a.area].filter(Boolean).join(' ')

/** The picker's three columns for the chosen province and city indexes. */
export function regionColumns(regions: Regions, [p, c]: readonly number[]): string[][] {
  const cities = regions[p]?.[1] ?? []
  return [regions.map(([name]) => name), cities.map(([name]) => name), cities[c]?.[1] ?? []]
}

/** Indexes of a chosen region (0 where not found), to open the picker where the learner left it. */
export function regionIndexes(regions: Regions, a: Pick<Address, 'province' | 'city' | 'area'>): [number, number, number] {
  const p = Math.max(0, regions.findIndex(([name]) => name === a.province))
  const cities = regions[p]?.[1] ?? []
  const c = Math.max(0, cities.findIndex(([name]) => name === a.city))
  const ar = Math.max(0, (cities[c]?.[1] ?? []).indexOf(a.area))
  return [p, c, ar]
}

/** After column `column` moved to `index`: the new indexes (later columns start again at their first row). */
export function moveColumn(indexes: readonly number[], column: number, index: number): [number, number, number] {
  if (column === 0) return [index, 0, 0]
  if (column === 1) return [indexes[0], index, 0]
  return [indexes[0], indexes[1], index]
}

/** The region the indexes name. */
export function regionAt(regions: Regions, [p, c, a]: readonly number[]): Pick<Address, 'province' | 'city' | 'area'> {
  const [province, cities] = regions[p] ?? ['', []]
  const [city, areas] = cities[c] ?? ['', []]
  return { province, city, area: areas[a] ?? '' }
}

/**
 * An address from WeChat in the form: its region only where our region list has it (WeChat's names can
 * differ), so the learner picks it otherwise; name, mobile and street as given.
 */
export function formFromWechat(regions: Regions, a: AddressForm): AddressForm {
  const [p, c, ar] = regionIndexes(regions, a)
  const known = regionAt(regions, [p, c, ar])
  const matches = known.province === a.province && known.city === a.city && known.area === a.area
  return { ...a, ...(matches ? known : { province: '', city: '', area: '' }), street: a.street.slice(0, STREET_MAX), name: a.name.slice(0, NAME_MAX) }
}
