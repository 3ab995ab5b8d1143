/** 兑换码's console permissions (ours: MeEdu's add-on admin is closed). */
export const CODE_EXCHANGER_PERMISSIONS = [
  ['addons.CodeExchanger.batches', '兑换码-批次-列表', '兑换码', 'GET', '^addons\\/CodeExchanger\\/batches$'],
  ['addons.CodeExchanger.batches.store', '兑换码-批次-生成', '兑换码', 'GET|POST', '(^addons\\/CodeExchanger\\/batches$|^addons\\/CodeExchanger\\/grant-options$)'],
  ['addons.CodeExchanger.batches.codes', '兑换码-批次-使用情况', '兑换码', 'GET', 'addons/CodeExchanger/batches/\\d+/codes'],
  ['addons.CodeExchanger.codes.export', '兑换码-导出', '兑换码', 'GET', '^addons\\/CodeExchanger\\/codes\\/export$'],
  ['addons.CodeExchanger.batches.void', '兑换码-批次-作废未使用', '兑换码', 'POST', 'addons/CodeExchanger/batches/\\d+/void']
] as const
