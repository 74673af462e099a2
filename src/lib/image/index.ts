// The in-browser image pipeline: loadImage (sniff, check, decode, preview) then processImage
// (crop, resize, encode). Heavy parts (workers, the HEIC decoder) load only when first used.
export { sniffImageType, SNIFF_BYTES, type ImageType } from '#common/image-sniff'
export { ImageError, IMAGE_ERRORS, isImageError, type ImageErrorCode } from './errors'
export { HEAD_BYTES, loadImage, MAX_SOURCE_BYTES, type LoadedImage, type LoadOptions } from './load'
export { prepareCrop, processImage, processMaster, type MasterPhoto, type ProcessedPhoto, type ProcessOptions } from './process'
export type { FaceBox } from './master-frame'
export { warm as warmImagePipeline } from './pipeline'
export {
  defaultCrop,
  nudgeCrop,
  nudgeStepFor,
  nudgeDeltaFor,
  clampCrop,
  outputSideFor,
  outputSizeFor,
  photoSideFor,
  isBelowMinimum,
  fromPercentCrop,
  toPercentCrop,
  NUDGE_STEPS_PX,
  type CropRect,
  type Size,
  type ModifierKeys,
  type NudgeStepPx,
} from './crop'
