/** 推广 (MultiLevelShare): its console permissions, in PERMISSIONS's shape. */
export const MULTI_LEVEL_SHARE_PERMISSIONS = [
  ["addons.MultiLevelShare.withdrawals", "推广-提现-列表", "推广", "GET", "^addons\\/MultiLevelShare\\/withdrawals$"],
  ["addons.MultiLevelShare.withdrawals.decide", "推广-提现-审核", "推广", "POST", "^addons\\/MultiLevelShare\\/withdrawals\\/\\d+\\/(approve|reject)$"],
  ["addons.MultiLevelShare.rules", "推广-奖励规则-列表", "推广", "GET", "^addons\\/MultiLevelShare\\/rules$"],
  ["addons.MultiLevelShare.rules.update", "推广-奖励规则-编辑", "推广", "PUT", "^addons\\/MultiLevelShare\\/rules\\/\\d+$"],
  ["addons.MultiLevelShare.rewards", "推广-奖励记录", "推广", "GET", "^addons\\/MultiLevelShare\\/rewards$"],
] as const
