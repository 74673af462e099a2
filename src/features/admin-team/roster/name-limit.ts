// The database keeps player names to PLAYER_NAME_MAX_CHARS characters. The forms say so, count
// down near the limit and refuse a longer name before any call, with the server's own text. No
// maxLength on the field: a pasted name that is too long is seen whole, not silently cut.
import { PLAYER_NAME_MAX_CHARS } from '@/config/constants'
import { texts } from '../texts'

/** Characters as the database counts them (code points, not UTF-16 units), after trimming. */
export const nameLength = (name: string): number => [...name.trim()].length

/** The count shows from this many characters on. */
const COUNT_FROM_CHARS = PLAYER_NAME_MAX_CHARS - 20

/** 'Player names can have at most 120 characters' when it is too long, else null. */
export function nameLimitError(name: string): string | null {
  return nameLength(name) > PLAYER_NAME_MAX_CHARS ? texts.nameTooLong : null
}

/** '104 of 120 characters' near the limit, else null. */
export function nameCount(name: string): string | null {
  const n = nameLength(name)
  return n >= COUNT_FROM_CHARS ? texts.nameCount(n, PLAYER_NAME_MAX_CHARS) : null
}

export const nameLimitHint = texts.nameLimit(PLAYER_NAME_MAX_CHARS)
