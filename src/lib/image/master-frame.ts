// The head-and-shoulders master kept beside the player's square: a portrait frame around the
// square the player chose and the face the face check found in it, so that every shape a
// destination asks for (a 35:45 badge, a 4:5 graphic, a larger square) can be cut from it without
// upscaling and without cutting into the head. Pure: rectangles in upright source pixels, like
// the crop (crop.ts).
import type { CropRect, Size } from './crop'

/** The master's shape: width / height. */
export const MASTER_ASPECT = 4 / 5
/** The master is this many times as wide as the player's square: shoulders and some air. */
const MASTER_WIDTH_PER_SQUARE = 1.6
/** Of the room above and below what must stay in view, this share goes above (shoulders need more). */
const ROOM_ABOVE_SHARE = 0.2
/** The master's long side when the photo has the pixels for it. */
export const MASTER_LONG_SIDE_PX = 1600
/** Its JPEG quality (a step above the square's: every rendition is cut from it), stepped down to fit. */
export const MASTER_JPEG_QUALITY = 0.85
/** Under the bucket's 5 MB per object. */
export const MASTER_MAX_BYTES = 4 * 1024 * 1024

/**
 * The head around a face box as the detector gives it (brow to chin): hair above, ears beside,
 * the chin's underside below, and some air over the hair. In face heights / widths.
 */
const HEAD_ABOVE = 0.75
const HEAD_BELOW = 0.2
const HEAD_BESIDE = 0.25

/** A face's box in upright source pixels (src/lib/face's Face carries more; only the box matters). */
export type FaceBox = Pick<CropRect, 'x' | 'y' | 'width' | 'height'>

/** The head and the air over it, for a face box. */
export function headAround(face: FaceBox): CropRect {
  return {
    x: face.x - face.width * HEAD_BESIDE,
    y: face.y - face.height * HEAD_ABOVE,
    width: face.width * (1 + 2 * HEAD_BESIDE),
    height: face.height * (1 + HEAD_ABOVE + HEAD_BELOW),
  }
}

function union(a: CropRect, b: CropRect): CropRect {
  const x = Math.min(a.x, b.x)
  const y = Math.min(a.y, b.y)
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y }
}

function intersect(a: CropRect, size: Size): CropRect {
  const x = Math.max(0, a.x)
  const y = Math.max(0, a.y)
  return {
    x,
    y,
    width: Math.max(0, Math.min(size.width, a.x + a.width) - x),
    height: Math.max(0, Math.min(size.height, a.y + a.height) - y),
  }
}

const centreInside = (f: FaceBox, c: CropRect) => {
  const cx = f.x + f.width / 2
  const cy = f.y + f.height / 2
  return cx >= c.x && cx <= c.x + c.width && cy >= c.y && cy <= c.y + c.height
}

/**
 * The master frame for the player's `square` on a picture of `size`, around `face` when the face
 * check found one in the square (a face elsewhere is somebody else's and is ignored): 4:5,
 * MASTER_WIDTH_PER_SQUARE times as wide as the square, centred across on the face (else on the
 * square), with the square and the whole head inside and most of the spare height below them.
 * Clamped to the picture: a smaller picture gives a smaller frame (still 4:5 while the picture
 * allows), which keeps the head and the square whenever they fit, the top of the head first.
 */
export function masterFrame(square: CropRect, size: Size, face?: FaceBox | null): CropRect {
  const head = face && centreInside(face, square) ? intersect(headAround(face), size) : null
  const keep = head ? union(square, head) : square
  let width = Math.min(Math.max(square.width * MASTER_WIDTH_PER_SQUARE, keep.width), size.width, size.height * MASTER_ASPECT)
  width = Math.max(width, Math.min(keep.width, size.width))
  let height = width / MASTER_ASPECT
  if (height > size.height) {
    // what must stay is wider than a 4:5 frame the picture's height allows: keep it, less tall
    height = size.height
    width = Math.min(size.width, Math.max(keep.width, height * MASTER_ASPECT))
  }
  const cx = head ? head.x + head.width / 2 : square.x + square.width / 2
  const x = placeSpan(cx - width / 2, width, size.width, keep.x, keep.width)
  const y = placeSpan(keep.y - (height - keep.height) * ROOM_ABOVE_SHARE, height, size.height, keep.y, keep.height)
  const frame = { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) }
  // rounding must not poke out of the picture
  frame.width = Math.min(frame.width, size.width - frame.x)
  frame.height = Math.min(frame.height, size.height - frame.y)
  return frame
}

/**
 * A start for a span of `length` inside [0, total], near `start`, holding [inner, inner +
 * innerLength]; when the span is too short for all of it, its start (the top of the head) wins.
 */
function placeSpan(start: number, length: number, total: number, inner: number, innerLength: number): number {
  let s = Math.min(Math.max(start, 0), total - length)
  if (s + length < inner + innerLength) s = inner + innerLength - length
  if (s > inner) s = inner
  return Math.max(0, Math.min(s, total - length))
}

/**
 * The master's stored pixel size: MASTER_LONG_SIDE_PX on its long side, more where the player's
 * square inside it would otherwise have fewer pixels than the stored square (`squareSide`), never
 * more than the frame has (no upscaling).
 */
export function masterOutputSize(frame: Size, square: Size, squareSide: number): Size {
  const scale = Math.min(1, Math.max(MASTER_LONG_SIDE_PX / Math.max(frame.width, frame.height), squareSide / square.width))
  return { width: Math.max(1, Math.round(frame.width * scale)), height: Math.max(1, Math.round(frame.height * scale)) }
}

/** Where the player's square lies inside the stored master, in the master's own pixels. */
export function squareInMaster(square: CropRect, frame: CropRect, output: Size): CropRect {
  const sx = output.width / frame.width
  const sy = output.height / frame.height
  const x = Math.max(0, Math.round((square.x - frame.x) * sx))
  const y = Math.max(0, Math.round((square.y - frame.y) * sy))
  return {
    x,
    y,
    width: Math.max(1, Math.min(output.width - x, Math.round(square.width * sx))),
    height: Math.max(1, Math.min(output.height - y, Math.round(square.height * sy))),
  }
}
