// The crop maths of the wizard, pure so it can be table-tested.
//
// Every rectangle here is in *upright source pixels*: pixels of the image as the player sees it
// (EXIF orientation applied), at full resolution, never CSS pixels. The UI converts for display,
// so the output never depends on the screen or devicePixelRatio; only a key's nudge is sized in
// screen pixels, so the player sees it move (screenNudgeToSource).
import {
  DEFAULT_CROP_SHARE,
  PHOTO_MAX_SIDE_PX,
  PHOTO_MIN_SIDE_PX,
  PHOTO_OUTPUT_MIN_SIDE_PX,
  PHOTO_OUTPUT_SIDE_PX,
} from '@/config/constants'

export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}
export interface Size {
  width: number
  height: number
}

/** Keyboard nudge steps in screen pixels of the preview (spec: 1, 10 and 100), small to large. */
export const NUDGE_STEPS_PX = [1, 10, 100] as const
export type NudgeStepPx = (typeof NUDGE_STEPS_PX)[number]

export interface ModifierKeys {
  shiftKey: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** Spec: a square of 80% of the smaller side, centred; integers, at least 1 px. */
export function defaultCrop(width: number, height: number): CropRect {
  const side = Math.max(1, Math.floor(Math.min(width, height) * DEFAULT_CROP_SHARE))
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side }
}

/**
 * Arrow keys move the crop by 1 px; Shift by 10; Alt/Option, Ctrl or Cmd (with or without Shift)
 * by 100. "More modifiers, bigger step" is easy to guess, and accepting any of the three means one
 * still works where the OS keeps another for itself (Ctrl+arrows switch Spaces on macOS; Alt+Left
 * is Back on Windows/Linux when the page does not prevent it).
 */
export function nudgeStepFor(event: ModifierKeys): NudgeStepPx {
  if (event.altKey || event.ctrlKey || event.metaKey) return NUDGE_STEPS_PX[2]
  if (event.shiftKey) return NUDGE_STEPS_PX[1]
  return NUDGE_STEPS_PX[0]
}

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The move a key press asks for, or null when it is not an arrow key (then don't preventDefault). */
export function nudgeDeltaFor(event: ModifierKeys & { key: string }): { dx: number; dy: number } | null {
  const direction = ARROWS[event.key]
  if (!direction) return null
  const step = nudgeStepFor(event)
  return { dx: direction[0] * step, dy: direction[1] * step }
}

/**
 * A nudge of `delta` screen (CSS) pixels of the crop preview, in source pixels. The spec's 1, 10
 * and 100 are steps a person sees, like react-image-crop's own keys for its resize handles: on a
 * 12 MP photo shown 300 px wide, 1 source pixel is a tenth of a screen pixel and three presses
 * moved nothing visible. At least 1 source pixel, so a key press always moves a small photo too.
 */
export function screenNudgeToSource(
  delta: { dx: number; dy: number },
  previewWidthCss: number,
  sourceWidth: number,
): { dx: number; dy: number } {
  const scale = previewWidthCss > 0 && sourceWidth > 0 ? sourceWidth / previewWidthCss : 1
  const toSource = (d: number) => (d === 0 ? 0 : Math.sign(d) * Math.max(1, Math.round(Math.abs(d) * scale)))
  return { dx: toSource(delta.dx), dy: toSource(delta.dy) }
}

/** Moves the crop, keeping it entirely inside the image; its size never changes. */
export function nudgeCrop(crop: CropRect, dx: number, dy: number, bounds: Size): CropRect {
  return {
    ...crop,
    x: clamp(Math.round(crop.x + dx), 0, Math.max(0, bounds.width - crop.width)),
    y: clamp(Math.round(crop.y + dy), 0, Math.max(0, bounds.height - crop.height)),
  }
}

/**
 * Makes a crop safe to process: integers, no larger than the image and inside it. Absorbs the
 * off-by-one a UI gets from converting display coordinates. Keeps the shape (square stays square).
 */
export function clampCrop(crop: CropRect, bounds: Size): CropRect {
  const width = clamp(Math.round(crop.width), 1, bounds.width)
  const height = clamp(Math.round(crop.height), 1, bounds.height)
  return {
    x: clamp(Math.round(crop.x), 0, bounds.width - width),
    y: clamp(Math.round(crop.y), 0, bounds.height - height),
    width,
    height,
  }
}

/**
 * The stored photo's side an event asks for (null: the default, PHOTO_OUTPUT_SIDE_PX), kept
 * within 1024..1920 px: never less than badges need, never more than the spec's 1920.
 */
export function photoSideFor(setting?: number | null): number {
  if (setting == null || !Number.isFinite(setting)) return PHOTO_OUTPUT_SIDE_PX
  return clamp(Math.round(setting), PHOTO_OUTPUT_MIN_SIDE_PX, PHOTO_MAX_SIDE_PX)
}

/**
 * Output side for a crop: the crop's own size (a smaller crop is never blown up, except to the
 * spec's 800 px minimum), at most `maxSide` (the event's stored size, default 1024 px).
 */
export function outputSideFor(cropSide: number, maxSide: number = PHOTO_OUTPUT_SIDE_PX): number {
  return clamp(Math.round(cropSide), PHOTO_MIN_SIDE_PX, Math.max(PHOTO_MIN_SIDE_PX, maxSide))
}

/**
 * Output size for any crop: the long side follows outputSideFor and the short side keeps the
 * aspect ratio. The player's crop is square; an admin's replacement keeps the whole picture.
 */
export function outputSizeFor(crop: Size, maxSide?: number): Size {
  const long = Math.max(crop.width, crop.height)
  const scale = outputSideFor(long, maxSide) / long
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) }
}

/** Below the 800 px hint the UI warns ('Min 800x800 pixels') but still lets the player continue. */
export function isBelowMinimum(cropSide: number): boolean {
  return cropSide < PHOTO_MIN_SIDE_PX
}

/**
 * A square crop in percent of the image (react-image-crop's PercentCrop with aspect 1) to upright
 * source pixels; rounding can make the two sides differ by a pixel, so the smaller one wins.
 */
export function fromPercentCrop(percent: CropRect, size: Size): CropRect {
  const side = Math.min((percent.width / 100) * size.width, (percent.height / 100) * size.height)
  return clampCrop({ x: (percent.x / 100) * size.width, y: (percent.y / 100) * size.height, width: side, height: side }, size)
}

/** Upright source pixels to percent of the image, for handing a crop to react-image-crop. */
export function toPercentCrop(crop: CropRect, size: Size): CropRect {
  return {
    x: (crop.x / size.width) * 100,
    y: (crop.y / size.height) * 100,
    width: (crop.width / size.width) * 100,
    height: (crop.height / size.height) * 100,
  }
}
