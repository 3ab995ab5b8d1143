/** Payment channels' names as learners and staff read them (MeEdu's `payment` signs; its WeChat channels read as one). */
export const PAYMENT_TEXT: Record<string, string> = { alipay: '支付宝', wechat: '微信支付', 'wechat-jsapi': '微信支付', 'wechat-mini': '微信支付', 'wechat-virtual': '微信支付', handPay: '手动打款', credit2: '余额支付', '': '' }
