import { addressError, EMPTY_ADDRESS, moveColumn, regionAt, regionColumns, regionIndexes, regionText } from '../../src/features/credit1/address'
import type { Regions } from '../../types/contract/credit1Mall'

const REGIONS: Regions = [
  ['北京市', [['北京市', ['东城区', '西城区']]]],
  ['浙江省', [['杭州市', ['上城区', '西湖区']], ['宁波市', ['海曙区', '江北区', '鄞州区']]]]
]
const GOOD = { name: '王小明', mobile: '13912345678', province: '浙江省', city: '杭州市', area: '西湖区', street: '文三路 90 号' }

describe('the address form (SPEC section 3 addressForm)', () => {
  it('names the first rule a form breaks, with the words the server uses', () => {
    expect(addressError(GOOD)).toBe('')
    expect(addressError(EMPTY_ADDRESS)).toBe('请填写收货人姓名')
    expect(addressError({ ...GOOD, name: '名'.repeat(21) })).toBe('收货人姓名不能超过20个字')
    expect(addressError({ ...GOOD, mobile: '1391234567' })).toBe('请填写正确的手机号')
    expect(addressError({ ...GOOD, mobile: '12912345678' })).toBe('请填写正确的手机号')
    expect(addressError({ ...GOOD, area: '' })).toBe('请选择所在地区')
    expect(addressError({ ...GOOD, street: ' 12 ' })).toBe('请填写详细地址（街道、门牌号）')
    expect(addressError({ ...GOOD, street: '路'.repeat(101) })).toBe('详细地址不能超过100个字')
    expect(regionText(GOOD)).toBe('浙江省 杭州市 西湖区')
  })

  it('the region picker: columns follow the chosen province and city; a moved column resets the later ones', () => {
    expect(regionColumns(REGIONS, [0, 0])).toEqual([['北京市', '浙江省'], ['北京市'], ['东城区', '西城区']])
    expect(regionColumns(REGIONS, [1, 1])).toEqual([['北京市', '浙江省'], ['杭州市', '宁波市'], ['海曙区', '江北区', '鄞州区']])
    expect(moveColumn([1, 1, 2], 0, 0)).toEqual([0, 0, 0])
    expect(moveColumn([1, 0, 1], 1, 1)).toEqual([1, 1, 0])
    expect(moveColumn([1, 1, 0], 2, 2)).toEqual([1, 1, 2])
    expect(regionAt(REGIONS, [1, 1, 2])).toEqual({ province: '浙江省', city: '宁波市', area: '鄞州区' })
    expect(regionIndexes(REGIONS, GOOD)).toEqual([1, 0, 1])
    expect(regionIndexes(REGIONS, EMPTY_ADDRESS)).toEqual([0, 0, 0])
  })
})
