import { command } from '../../core/request'
import type { BodyOf } from '~types/endpoints/endpoint'
import { member } from '~types/endpoints/member'

/** Changing the mobile (CONTRACT 2.6): prove the current number, then bind the new one with the sign. */
export const verifyCurrentMobile = (p: BodyOf<typeof member.verifyMobile>) => command(member.verifyMobile, { body: p })

export const changeMobile = (p: BodyOf<typeof member.changeMobile>) => command(member.changeMobile, { body: p })
