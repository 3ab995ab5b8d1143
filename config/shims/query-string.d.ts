type Parsed = Record<string, string | null | Array<string | null>>
export function parse(query: string, options?: { decode?: boolean }): Parsed
export function stringify(object: Record<string, unknown>, options?: { arrayFormat?: 'comma'; skipNull?: boolean }): string
declare const queryString: { parse: typeof parse; stringify: typeof stringify }
export default queryString
