// What the page asks the rendition worker, and what it answers.
import type { CropRect, Size } from '@/lib/image/crop'
import type { Shape } from './rendition-frame'

export interface RenditionRequest {
  photo: Blob
  /** the player's square inside `photo`; null: the photo is the square */
  square: CropRect | null
  shape: Shape
  /** the picture's width in px */
  width: number
  format: 'jpeg' | 'png'
  /** a JPEG's byte cap; null: none */
  maxBytes: number | null
}

export type RenditionResult =
  | { ok: true; blob: Blob; size: Size; smaller: boolean; narrowed: boolean }
  /** the cap can't be met: `smallest` is the size at the lowest quality */
  | { ok: false; smallest: number }
