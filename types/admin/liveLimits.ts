/** 直播's limits the console's forms and the server share (types/contract/admin/addons/zhibo.ts). */
export const LIVE_LIMITS = { maxTitle: 80, maxShort: 200, maxDesc: 50000, maxCharge: 99999, minMinutes: 10, maxMinutes: 600, maxCalendarDays: 62 } as const
