// The head-and-shoulders master kept beside the player's square: a portrait frame around the
// square the player chose, so that every shape a destination asks for (a 35:45 badge, a 4:5
// graphic, a larger square) can be cut from it without upscaling and without cutting into the
// head. Pure: rectangles in upright source pixels, like the crop (crop.ts).
import type { CropRect, Size } from './crop'

/** The master's shape: width / height. */
export const MASTER_ASPECT = 4 / 5
/** The master is this many times as wide as the player's square: shoulders and some air. */
const MASTER_WIDTH_PER_SQUARE = 1.6
/** Of the room above and below the square, this share goes above (the head's top needs less). */
const ROOM_ABOVE_SHARE = 0.2
/** The master's long side when the photo has the pixels for it; a smaller frame is kept as it is. */
export const MASTER_LONG_SIDE_PX = 1600

/**
 * The master frame for `square` on a picture of `size`: 4:5, centred on the square across, the
 * square near its top, as large as MASTER_WIDTH_PER_SQUARE asks and clamped to the picture. When
 * the picture is too small on one side the frame shrinks (keeping 4:5) but never below the square
 * itself, and always contains it.
 */
export function masterFrame(square: CropRect, size: Size): CropRect {
  const side = square.width
  // The largest 4:5 frame the picture allows that is not wider than wanted.
  let width = Math.min(side * MASTER_WIDTH_PER_SQUARE, size.width, size.height * MASTER_ASPECT)
  width = Math.max(width, Math.min(side, size.width))
  let height = width / MASTER_ASPECT
  if (height > size.height) {
    // a square as tall as a landscape picture: the frame can't be 4:5 and hold it; keep the square
    height = size.height
    width = Math.min(size.width, Math.max(side, height * MASTER_ASPECT))
  }
  const x = clampStart(square.x + side / 2 - width / 2, width, size.width, square.x, side)
  const y = clampStart(square.y - (height - side) * ROOM_ABOVE_SHARE, height, size.height, square.y, side)
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) }
}

/** A start for a span of `length` inside [0, total] that keeps [inner, inner + innerLength] inside it. */
function clampStart(start: number, length: number, total: number, inner: number, innerLength: number): number {
  let s = Math.min(Math.max(start, 0), total - length)
  if (s > inner) s = inner
  if (s + length < inner + innerLength) s = inner + innerLength - length
  return Math.max(0, s)
}

/** The master's stored pixel size: long side MASTER_LONG_SIDE_PX where the frame has it, never upscaled. */
export function masterOutputSize(frame: Size): Size {
  const scale = Math.min(1, MASTER_LONG_SIDE_PX / Math.max(frame.width, frame.height))
  return { width: Math.max(1, Math.round(frame.width * scale)), height: Math.max(1, Math.round(frame.height * scale)) }
}

/** Where the player's square lies inside the stored master, in the master's own pixels. */
export function squareInMaster(square: CropRect, frame: CropRect, output: Size): CropRect {
  const sx = output.width / frame.width
  const sy = output.height / frame.height
  return {
    x: Math.round((square.x - frame.x) * sx),
    y: Math.round((square.y - frame.y) * sy),
    width: Math.round(square.width * sx),
    height: Math.round(square.height * sy),
  }
}
