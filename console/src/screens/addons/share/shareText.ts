/** Words the 推广 screens share. */
export const CHANNEL_TEXT: Record<string, string> = { alipay: '支付宝', wechat: '微信' }

export const WITHDRAWAL_STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已打款', color: 'green' },
  2: { text: '已驳回', color: 'red' }
}

/** The member's nickname, or who the row was for when the account is gone. */
export const memberName = (r: { user: { nick_name: string } | null; user_id: number }) => r.user?.nick_name ?? `学员已删除（ID ${r.user_id}）`
