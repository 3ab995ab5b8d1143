/** The sandbox's own pages (HTML, Chinese): the payment gateway and the face check a learner is sent to. */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface GatewayOrder {
  orderNo: string
  goodsName: string
  charge: number
  /** Still to pay (unpaid or paying): the page offers to pay or cancel. */
  open: boolean
  /** Where the gateway returns the learner after paying, or after cancelling (checked by the route). */
  successUrl: string
  failUrl: string
}

/** The gateway's page for an order: what is paid for, the amount, and pay / cancel while it is open. */
export function gatewayPage(o: GatewayOrder): string {
  const form = (action: string, label: string, cls: string) =>
    `<form method="post" action="/sandbox/gateway/${action}"><input type="hidden" name="order_id" value="${escapeHtml(o.orderNo)}"><input type="hidden" name="s_url" value="${escapeHtml(o.successUrl)}"><input type="hidden" name="f_url" value="${escapeHtml(o.failUrl)}"><button class="${cls}" type="submit">${label}</button></form>`
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱支付</title>
<style>body{font:16px/1.6 -apple-system,sans-serif;margin:0;background:#f5f5f5;color:#333}.card{background:#fff;margin:16px;padding:20px;border-radius:12px}
.amount{font-size:32px;font-weight:600;color:#c8553d}button{width:100%;padding:12px;margin-top:12px;border:0;border-radius:24px;font-size:16px}
.pay{background:#1677ff;color:#fff}.cancel{background:#eee;color:#666}.tag{font-size:12px;color:#999}</style>
<div class="card"><div class="tag">沙箱支付网关 · 仅用于开发和测试，不会产生真实扣款</div><h1 style="font-size:18px">${escapeHtml(o.goodsName)}</h1>
<div>订单号 <span id="order-no">${escapeHtml(o.orderNo)}</span></div><div class="amount">¥${o.charge}</div>
${o.open ? form('pay', '确认支付', 'pay') + form('cancel', '取消支付', 'cancel') : '<p>该订单已处理</p>'}</div></html>`
}

/** The face check's page: pass or fail, for the token the verification started with. */
export function faceVerifyPage(token: string): string {
  const button = (result: string, label: string) =>
    `<form method="post" action="/sandbox/face/${result}"><input type="hidden" name="biz_token" value="${escapeHtml(token)}"><button type="submit" style="width:100%;padding:12px;margin-top:12px;border:0;border-radius:24px;font-size:16px">${label}</button></form>`
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>实名认证（沙箱）</title><body style="font:16px/1.6 sans-serif;padding:16px"><p>沙箱实名认证 · 仅用于开发和测试</p>${button('pass', '认证通过')}${button('fail', '认证失败')}</body>`
}
