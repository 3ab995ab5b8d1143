/** 秒杀 and 拼团 campaigns' plain data (the console imports it at run time; the contract builds on it). */

/** Goods a campaign may sell (those of an add-on that is off are refused with 商品不存在). */
export const CAMPAIGN_GOODS_TYPES = ['course', 'book', 'live'] as const
export const CAMPAIGN_GOODS_TEXT: Record<(typeof CAMPAIGN_GOODS_TYPES)[number], string> = { course: '录播课', book: '电子书', live: '直播课' }

/** 0 未开始, 1 进行中, 2 已结束 (on the server clock). */
export const CAMPAIGN_STATUS_TEXT = ['未开始', '进行中', '已结束'] as const
