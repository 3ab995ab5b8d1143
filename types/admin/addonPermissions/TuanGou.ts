/** 拼团's console permissions (ours), in PERMISSIONS's shape. */
export const TUANGOU_PERMISSIONS = [
  ["addons.TuanGou.goods", "拼团-活动-列表", "拼团", "GET", "(^addons\\/TuanGou\\/goods$|^addons\\/TuanGou\\/goods\\/\\d+\\/progress$)"],
  ["addons.TuanGou.goods.store", "拼团-活动-添加", "拼团", "POST", "addons/TuanGou/goods"],
  ["addons.TuanGou.goods.update", "拼团-活动-编辑", "拼团", "GET|PUT|POST", "(^addons\\/TuanGou\\/goods\\/\\d+$|^addons\\/TuanGou\\/goods\\/\\d+\\/end$)"],
  ["addons.TuanGou.goods.destroy", "拼团-活动-删除", "拼团", "DELETE", "addons/TuanGou/goods/\\d+"]
] as const
