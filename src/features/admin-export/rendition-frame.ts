// Where a destination's picture is cut from a stored photo, and at what size. The source is the
// player's head-and-shoulders master with the square they chose marked inside it, or, for a photo
// stored before masters existed, the square alone. Pure: rectangles in the source's pixels.
import type { CropRect, Size } from '@/lib/image/crop'

export type Shape = 'square' | '35:45' | '4:5' | 'master'

/** width / height of each shape; the master keeps its own. */
export const SHAPE_ASPECT: Record<Exclude<Shape, 'master'>, number> = { square: 1, '35:45': 35 / 45, '4:5': 4 / 5 }

export interface RenditionSource {
  size: Size
  /** the player's square inside this source (the whole source when there is no master) */
  square: CropRect
}

export interface RenditionFrame {
  /** the part of the source to draw */
  crop: CropRect
  /** the picture to write */
  output: Size
  /** the source had fewer pixels than the destination asks: written at the source's size, never upscaled */
  smaller: boolean
  /** the shape didn't fit the source around the square: its sides were cut (photos without a master) */
  narrowed: boolean
}

/** Of the room a portrait shape adds above and below the square, this share goes above. */
const ROOM_ABOVE_SHARE = 0.2

/**
 * The frame for `shape` at `width` px wide: as wide as the player's square (the framing they chose),
 * as tall as the shape needs, the extra height mostly below the square (shoulders); moved to stay
 * inside the source, and narrowed around the square's middle only when the source is too short.
 */
export function renditionFrame(source: RenditionSource, shape: Shape, width: number): RenditionFrame {
  const { size, square } = source
  const aspect = shape === 'master' ? size.width / size.height : SHAPE_ASPECT[shape]
  let crop: CropRect
  let narrowed = false
  if (shape === 'master') crop = { x: 0, y: 0, width: size.width, height: size.height }
  else {
    let w = square.width
    let h = w / aspect
    if (h > size.height) {
      h = size.height
      w = h * aspect
      narrowed = w < square.width - 0.5
    }
    const cx = square.x + square.width / 2
    const x = Math.min(Math.max(cx - w / 2, 0), size.width - w)
    const y = Math.min(Math.max(square.y - (h - square.width) * ROOM_ABOVE_SHARE, 0), size.height - h)
    crop = { x: Math.round(x), y: Math.round(y), width: Math.round(w), height: Math.round(h) }
  }
  const wanted = { width: Math.round(width), height: Math.round(width / aspect) }
  const smaller = crop.width < wanted.width
  const output = smaller ? { width: crop.width, height: crop.height } : wanted
  return { crop, output, smaller, narrowed }
}
