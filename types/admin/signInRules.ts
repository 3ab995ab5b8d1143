/** Plain limits of 签到's reward cycle, shared by the contract and the console's form (no TypeBox: the console imports it). */
export const SIGN_IN_LIMITS = { maxDays: 14, maxReward: 10000 } as const
