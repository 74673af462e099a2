// From pixels to what framing.ts reads: faces in source pixels, and the grey copy. Pure; the
// worker (face.worker.ts) only reads the picture's pixels, and every scaling is done here
// (resample.ts), the same in every engine and in the tests.
import { decodeFaces, INPUT_SIDE } from './blazeface'
import type { Face, Luma } from './framing'
import { resample, type Rgba } from './resample'
import type { Size } from '@/lib/image/crop'

/** Where the picture sits in the model's square: letterboxed, so faces keep their shape. */
export interface Letterbox {
  x: number
  y: number
  width: number
  height: number
}

export function letterbox(picture: Size): Letterbox {
  const scale = INPUT_SIDE / Math.max(picture.width, picture.height)
  const width = picture.width * scale
  const height = picture.height * scale
  return { x: (INPUT_SIDE - width) / 2, y: (INPUT_SIDE - height) / 2, width, height }
}

/** The model's input from its 256 × 256 RGBA picture: RGB scaled to -1..1. */
export function modelInput(rgba: Uint8ClampedArray): Float32Array {
  const input = new Float32Array(INPUT_SIDE * INPUT_SIDE * 3)
  for (let i = 0, j = 0; j < input.length; i += 4, j += 3) {
    input[j] = rgba[i]! / 127.5 - 1
    input[j + 1] = rgba[i + 1]! / 127.5 - 1
    input[j + 2] = rgba[i + 2]! / 127.5 - 1
  }
  return input
}

/** The model's input for a picture: letterboxed into its square (`box`: where it sits there). */
export function modelPicture(picture: Rgba): { box: Letterbox; input: Float32Array } {
  const box = letterbox(picture)
  return { box, input: modelInput(resample(picture, INPUT_SIDE, INPUT_SIDE, box)) }
}

/** Everything the model answered, in `size`'s pixels (animals too: person.ts tells people's faces). */
export function detectionsFrom(outputs: Map<string, Float32Array<ArrayBufferLike>>, box: Letterbox, size: Size): Face[] {
  const sx = size.width / box.width
  const sy = size.height / box.height
  const px = (x: number) => (x - box.x) * sx
  const py = (y: number) => (y - box.y) * sy
  return decodeFaces(outputs).map((f) => ({
    x: px(f.x0),
    y: py(f.y0),
    width: (f.x1 - f.x0) * sx,
    height: (f.y1 - f.y0) * sy,
    score: f.score,
    eyes: [
      [px(f.keypoints[0]![0]), py(f.keypoints[0]![1])],
      [px(f.keypoints[1]![0]), py(f.keypoints[1]![1])],
    ],
  }))
}

/** The grey copy's long side: enough for brightness, and for blur at the crop's scale. */
export const LUMA_SIDE = 640

export function lumaSize(picture: Size): Size {
  const scale = Math.min(1, LUMA_SIDE / Math.max(picture.width, picture.height))
  return { width: Math.max(1, Math.round(picture.width * scale)), height: Math.max(1, Math.round(picture.height * scale)) }
}

/** The grey copy the checks read, at lumaSize. */
export function greyCopy(picture: Rgba): Luma {
  const size = lumaSize(picture)
  const rgba = size.width === picture.width && size.height === picture.height ? picture.data : resample(picture, size.width, size.height)
  return greyFrom(rgba, size)
}

/** Rec. 601 luma of an RGBA picture, in integers. */
export function greyFrom(rgba: Uint8Array | Uint8ClampedArray, { width, height }: Size): Luma {
  const data = new Uint8Array(width * height)
  for (let i = 0, j = 0; j < data.length; i += 4, j++) data[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8
  return { width, height, data }
}
