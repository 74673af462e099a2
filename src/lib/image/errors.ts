// Every failure of the image pipeline is an ImageError. Like the data module's ApiError, its
// message is the text to show the user (the spec's wording where it has one); `code` lets the UI
// branch and `cause` keeps the technical reason (decoder message, which check failed) for logs.
export type ImageErrorCode = 'not-image' | 'process-failed' | 'too-large'

export const IMAGE_ERROR_TEXT: Record<ImageErrorCode, string> = {
  'not-image': 'The file given is not an image', // spec §5
  'process-failed': 'Failed to process image', // spec §8
  // Not in the spec: only for files far beyond any phone photo (see MAX_SOURCE_BYTES in load.ts).
  'too-large': 'This image is too large to process. Please choose a smaller photo.',
}

export class ImageError extends Error {
  readonly code: ImageErrorCode
  /** `detail` says what went wrong in words for logs; `options.cause` keeps the original error under it. */
  constructor(code: ImageErrorCode, detail?: string, options?: { cause?: unknown }) {
    const cause = detail ? new Error(detail, { cause: options?.cause }) : options?.cause
    super(IMAGE_ERROR_TEXT[code], { cause })
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
