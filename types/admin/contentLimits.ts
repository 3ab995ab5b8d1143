/** The content add-ons' field limits (电子书, 图文), shared by their contracts and the console's forms. */
export const CONTENT_LIMITS = { maxName: 120, maxCategory: 30, maxShort: 200, maxCharge: 1000000, maxSort: 100000, maxHtml: 200000 } as const
