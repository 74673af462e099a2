// Which text the player sees for a failure. The image and data modules say what failed as typed
// codes (ImageError.code, ApiError.code); players read them as i18n keys in their own language,
// never as a technical message. An upload's keys live with the data module's error table
// (src/lib/api/refusals.ts, failures.ts).
import type { PlainKey } from '@/i18n'
import { playerTextKey } from '@/lib/api'
import { IMAGE_ERRORS, isImageError } from '@/lib/image/errors'
import type { PictureClaim } from './picture-claim'

export type { PlainKey }

/**
 * A failure to open or process a picture. `wasHeic`: the file was an iPhone HEIC photo. `claim`:
 * what the file said it was (picture-claim.ts): bytes that are no image get the spec's 'not an
 * image' only from a file that never claimed to be one; a .jpg that isn't one is a picture that
 * failed to process (spec §8), as in the spec's own chain.
 */
export function imageErrorKey(error: unknown, wasHeic = false, claim: PictureClaim = 'not-image'): PlainKey {
  if (isImageError(error)) {
    if (error.code === 'not-image')
      return claim === 'not-image'
        ? IMAGE_ERRORS['not-image'].player
        : claim === 'other-image'
          ? 'wizard.unsupportedType'
          : 'wizard.processFailed'
    if (error.code === 'too-large') return IMAGE_ERRORS['too-large'].player
  }
  // Anything else (a decoder crash, a worker that died) is a processing failure (spec §8).
  return wasHeic ? 'wizard.heicFailed' : 'wizard.processFailed'
}

/** The upload failures with their own text; everything else may simply be retried. */
export function uploadErrorKey(error: unknown): PlainKey {
  return playerTextKey(error) ?? 'wizard.uploadFailed'
}
