/** 积分商城's console permissions (ours: MeEdu's add-on admin is closed). */
export const CREDIT1_MALL_PERMISSIONS = [
  ['addons.Credit1Mall.goods', '积分商城-商品-列表', '积分商城', 'GET', '^addons\\/Credit1Mall\\/goods$'],
  ['addons.Credit1Mall.goods.store', '积分商城-商品-添加', '积分商城', 'POST', '^addons\\/Credit1Mall\\/goods$'],
  ['addons.Credit1Mall.goods.update', '积分商城-商品-编辑', '积分商城', 'GET|PUT', 'addons/Credit1Mall/goods/\\d+'],
  ['addons.Credit1Mall.goods.destroy', '积分商城-商品-删除', '积分商城', 'DELETE', 'addons/Credit1Mall/goods/\\d+'],
  ['addons.Credit1Mall.orders', '积分商城-兑换订单-列表', '积分商城', 'GET', '(^addons\\/Credit1Mall\\/orders$|^addons\\/Credit1Mall\\/orders\\/\\d+$)'],
  ['addons.Credit1Mall.orders.ship', '积分商城-兑换订单-发货', '积分商城', 'POST', 'addons/Credit1Mall/orders/\\d+/ship']
] as const
