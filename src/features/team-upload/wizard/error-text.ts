// Which text the player sees for a failure. The image and data modules already carry the spec's
// English wording in their messages; the wizard maps them to i18n keys so players read them in
// their own language, and never shows a technical message.
import type { MessageKey, TArgs } from '@/i18n'
import { ApiError, MISSING_DATA_MESSAGE } from '@/lib/api'
import { isImageError } from '@/lib/image/errors'

/** A text key without placeholders, so `t(key)` can take it from state. */
export type PlainKey = { [K in MessageKey]: TArgs<K> extends [] ? K : never }[MessageKey]

/** A failure to open or process a picture. `wasHeic`: the file was an iPhone HEIC photo. */
export function imageErrorKey(error: unknown, wasHeic = false): PlainKey {
  if (isImageError(error)) {
    if (error.code === 'not-image') return 'wizard.notAnImage'
    if (error.code === 'too-large') return 'wizard.tooLarge'
  }
  // Anything else (a decoder crash, a worker that died) is a processing failure (spec §8).
  return wasHeic ? 'wizard.heicFailed' : 'wizard.processFailed'
}

/**
 * A failed upload: missing data and the hourly upload limits have their own texts; everything
 * else may simply be retried.
 */
export function uploadErrorKey(error: unknown): PlainKey {
  if (error instanceof ApiError && error.message === MISSING_DATA_MESSAGE) return 'wizard.missingData'
  if (isUploadLimit(error)) return backendHint(error) === PLAYER_LIMIT_HINT ? 'wizard.playerUploadLimit' : 'wizard.teamUploadLimit'
  return 'wizard.uploadFailed'
}

/** begin_upload's hint when the player (not the whole team link) reached its hourly limit. */
const PLAYER_LIMIT_HINT = 'player-hourly-limit'

/**
 * begin_upload refused a new ticket: the team link or the player reached the hourly limit
 * (SQLSTATE PT429, which PostgREST answers as HTTP 429). Trying again at once can't help.
 */
export function isUploadLimit(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'PT429' || error.status === 429)
}

/** The backend's `hint`, found along the `cause` chain (the data module wraps the backend error). */
function backendHint(error: unknown): string | undefined {
  let e: unknown = error
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const hint = (e as { hint?: unknown }).hint
    if (typeof hint === 'string') return hint
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
