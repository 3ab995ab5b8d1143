/** 证书 templates' field limits, shared by the contract and the console's form. */
export const CERT_LIMITS = { maxName: 30, maxDescription: 60 } as const
