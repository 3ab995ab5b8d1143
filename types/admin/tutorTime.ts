/** Plain limits of 辅导时长 shared by the contract and the console's forms (no TypeBox: the console imports it). */
export const TUTOR_LIMITS = { maxTitle: 60, maxMinutes: 100000, maxCharge: 1000000, maxRemark: 100 } as const
