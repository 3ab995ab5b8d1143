/** 秒杀's console permissions (ours), in PERMISSIONS's shape. */
export const MIAOSHA_PERMISSIONS = [
  ["addons.MiaoSha.sales", "秒杀-活动-列表", "秒杀", "GET", "(^addons\\/MiaoSha\\/sales$|^addons\\/MiaoSha\\/sales\\/\\d+\\/progress$)"],
  ["addons.MiaoSha.sales.store", "秒杀-活动-添加", "秒杀", "POST", "addons/MiaoSha/sales"],
  ["addons.MiaoSha.sales.update", "秒杀-活动-编辑", "秒杀", "GET|PUT|POST", "(^addons\\/MiaoSha\\/sales\\/\\d+$|^addons\\/MiaoSha\\/sales\\/\\d+\\/end$)"],
  ["addons.MiaoSha.sales.destroy", "秒杀-活动-删除", "秒杀", "DELETE", "addons/MiaoSha/sales/\\d+"]
] as const
