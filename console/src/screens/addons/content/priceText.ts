/** A sold piece of content's price as a list shows it: 免费, or the price with VIP免费 when VIPs read it free. */
export const priceText = (g: { charge: number; is_vip_free: number }) => (g.charge ? `¥${g.charge}${g.is_vip_free ? ' · VIP免费' : ''}` : '免费')
