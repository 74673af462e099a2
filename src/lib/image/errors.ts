// Every failure of the image pipeline is an ImageError. Like the data module's ApiError
// (src/lib/api/failures.ts), each code has one row: the text an organizer reads (the error's
// message; the spec's wording where it has one) and the i18n key a player reads instead. `code`
// lets the UI branch and `cause` keeps the technical reason (decoder message, which check failed)
// for logs.
// the module, not the '@/i18n' barrel: the pipeline's workers import this file
import type { PlainKey } from '@/i18n/translate'

export type ImageErrorCode = 'not-image' | 'process-failed' | 'too-large'

export const IMAGE_ERRORS = {
  'not-image': { text: 'The file given is not an image', player: 'wizard.notAnImage' }, // spec §5
  'process-failed': { text: 'Failed to process image', player: 'wizard.processFailed' }, // spec §8
  // Not in the spec: only for files far beyond any phone photo (see MAX_SOURCE_BYTES in load.ts).
  'too-large': { text: 'This image is too large to process. Please choose a smaller photo.', player: 'wizard.tooLarge' },
} as const satisfies Record<ImageErrorCode, { text: string; player: PlainKey }>

export class ImageError extends Error {
  readonly code: ImageErrorCode
  /** `detail` says what went wrong in words for logs; `options.cause` keeps the original error under it. */
  constructor(code: ImageErrorCode, detail?: string, options?: { cause?: unknown }) {
    const cause = detail ? new Error(detail, { cause: options?.cause }) : options?.cause
    super(IMAGE_ERRORS[code].text, { cause })
    this.name = 'ImageError'
    this.code = code
  }
}

export function isImageError(error: unknown): error is ImageError {
  return error instanceof ImageError
}

/**
 * Internal: the browser lacks something the worker path needs (module workers, OffscreenCanvas,
 * createImageBitmap); the pipeline falls back to the main thread. Never reaches the UI.
 */
export class UnsupportedError extends Error {
  override name = 'UnsupportedError'
}
