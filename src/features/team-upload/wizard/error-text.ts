// Which text the player sees for a failure. The image and data modules say what failed as typed
// codes (ImageError.code, ApiError.code); the wizard maps them to i18n keys so players read them in
// their own language, and never shows a technical message.
import type { MessageKey, TArgs } from '@/i18n'
import { ApiError, type ApiErrorCode } from '@/lib/api'
import { isImageError } from '@/lib/image/errors'
import type { PictureClaim } from './picture-claim'

/** A text key without placeholders, so `t(key)` can take it from state. */
export type PlainKey = { [K in MessageKey]: TArgs<K> extends [] ? K : never }[MessageKey]

/**
 * A failure to open or process a picture. `wasHeic`: the file was an iPhone HEIC photo. `claim`:
 * what the file said it was (picture-claim.ts): bytes that are no image get the spec's 'not an
 * image' only from a file that never claimed to be one; a .jpg that isn't one is a picture that
 * failed to process (spec §8), as in the spec's own chain.
 */
export function imageErrorKey(error: unknown, wasHeic = false, claim: PictureClaim = 'not-image'): PlainKey {
  if (isImageError(error)) {
    if (error.code === 'not-image') return claim === 'not-image' ? 'wizard.notAnImage' : claim === 'other-image' ? 'wizard.unsupportedType' : 'wizard.processFailed'
    if (error.code === 'too-large') return 'wizard.tooLarge'
  }
  // Anything else (a decoder crash, a worker that died) is a processing failure (spec §8).
  return wasHeic ? 'wizard.heicFailed' : 'wizard.processFailed'
}

/** The upload failures with their own text; everything else may simply be retried. */
const UPLOAD_ERROR_KEYS: Partial<Record<ApiErrorCode, PlainKey>> = {
  'missing-data': 'wizard.missingData',
  'player-upload-limit': 'wizard.playerUploadLimit',
  'team-upload-limit': 'wizard.teamUploadLimit',
  'player-removed': 'wizard.playerRemoved',
  'photo-approved': 'wizard.photoApproved',
  'consent-required': 'wizard.consentRequired',
  'upload-offline': 'wizard.uploadOffline',
  'uploads-closed': 'wizard.uploadsClosed',
}

export function uploadErrorKey(error: unknown): PlainKey {
  return (error instanceof ApiError && UPLOAD_ERROR_KEYS[error.code]) || 'wizard.uploadFailed'
}
