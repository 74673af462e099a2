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

/** A failed upload: only missing data has its own text; everything else may simply be retried. */
export function uploadErrorKey(error: unknown): PlainKey {
  if (error instanceof ApiError && error.message === MISSING_DATA_MESSAGE) return 'wizard.missingData'
  return 'wizard.uploadFailed'
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
