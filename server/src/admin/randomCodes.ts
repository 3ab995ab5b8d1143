/**
 * Codes staff hand out (优惠码, 兑换码): a prefix and random characters, never a running number a learner
 * holding one could count on from.
 */
import crypto from 'crypto'

/** Letters and digits that cannot be misread (no I, O, 0, 1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const ROUNDS = 5

const randomPart = (length: number) => Array.from(crypto.randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('')

/**
 * `num` distinct codes `prefix` + `length` random characters that `taken` does not report as existing; the
 * few that meet an existing code are drawn again. null when five rounds could not find enough.
 */
export async function drawCodes(num: number, prefix: string, length: number, taken: (codes: string[]) => Promise<string[]>): Promise<string[] | null> {
  const codes = new Set<string>()
  for (let round = 0; round < ROUNDS && codes.size < num; round++) {
    const drawn = new Set<string>()
    while (drawn.size < num - codes.size) drawn.add(`${prefix}${randomPart(length)}`)
    const known = new Set(await taken([...drawn]))
    for (const c of drawn) if (!known.has(c) && !codes.has(c)) codes.add(c)
  }
  return codes.size < num ? null : [...codes]
}
