// What the face detector's answer means for the crop: where the default square goes, and which
// warnings the player (and the organizer) see. Pure, so it can be table-tested; every rectangle is
// in upright source pixels, like the crop (src/lib/image/crop.ts).
import type { CropRect, Size } from '@/lib/image/crop'
import { PHOTO_FINDINGS, type PhotoFinding } from '#common/photo-findings'

export { PHOTO_FINDINGS, type PhotoFinding } from '#common/photo-findings'

/** A face as the detector reports it: its box and, when known, the centre of each eye. */
export interface Face {
  x: number
  y: number
  width: number
  height: number
  /** 0..1 */
  score: number
  eyes?: readonly [readonly [number, number], readonly [number, number]]
}

/** A grey copy of the whole upright picture, small (the detector's worker makes it). */
export interface Luma {
  width: number
  height: number
  /** width × height bytes, 0 = black */
  data: Uint8Array
}

export interface PhotoAnalysis {
  /** the picture these are measured on: its upright size in source pixels */
  size: Size
  faces: Face[]
  luma: Luma
}

/** Head-and-shoulders: the face box is about half the square's height… */
const FACE_SHARE = 0.5
/**
 * …but never under this share when the square grows for resolution (a far-away face): low enough
 * that a player about 3 m from the camera gets the spec's 800 px square instead of opening on
 * "This crop is only 637×637 pixels", above SMALL_FACE_SHARE so that square draws no warning.
 */
const FACE_SHARE_MIN = 0.32
/** The square the spec hopes for (800 × 800), when the picture and the face allow it. */
const WANTED_SIDE_PX = 800
/** The eyes sit a little above the middle: this far down from the top of the square. */
const EYES_AT = 0.42
/** Where the eyes are in a face box when the detector gave none (BlazeFace's box: brow to chin). */
const EYES_IN_BOX = 0.38

/** Below this share of the square's side the face is 'too small in the crop'. */
const SMALL_FACE_SHARE = 0.28
/** Another face counts when it is at least this share of the largest face's height (not a spectator). */
const OTHER_FACE_SHARE = 0.4
/** …and when at least this share of its box is inside the square. */
const OTHER_FACE_IN_SQUARE = 0.5
/** A face may stick out of the square by this share of its size before it counts as cut. */
const CUT_TOLERANCE = 0.08
/** Mean grey (0..255) of the face (or the square) under which the photo is 'too dark'. */
const DARK_MEAN = 62
/** Variance of the Laplacian over the square, scaled to at most BLUR_SIDE px, under which it is 'too blurry'. */
const BLUR_VARIANCE = 40
const BLUR_SIDE = 256
/**
 * …and the same for the sharpness in its weakest direction (weakestSharpness): a shaken photo is
 * smeared along one line and stays sharp across it, so the Laplacian, which adds both, misses it.
 */
const SHAKE_VARIANCE = 35

const eyesY = (f: Face) => (f.eyes ? (f.eyes[0][1] + f.eyes[1][1]) / 2 : f.y + f.height * EYES_IN_BOX)
const centre = (f: Face): [number, number] => [f.x + f.width / 2, f.y + f.height / 2]
const inside = ([x, y]: [number, number], c: CropRect) => x >= c.x && x <= c.x + c.width && y >= c.y && y <= c.y + c.height

/** The share of a face's box that lies inside the square. */
function shareInside(f: Face, c: CropRect): number {
  const w = Math.min(f.x + f.width, c.x + c.width) - Math.max(f.x, c.x)
  const h = Math.min(f.y + f.height, c.y + c.height) - Math.max(f.y, c.y)
  return w > 0 && h > 0 ? (w * h) / (f.width * f.height) : 0
}

/** The face the photo is of: the largest one. */
export function mainFace(faces: readonly Face[]): Face | null {
  let best: Face | null = null
  for (const f of faces) if (!best || f.width * f.height > best.width * best.height) best = f
  return best
}

/**
 * The default square on a face: head and shoulders, the face about half its height and the eyes a
 * little above the middle, grown towards 800 px for a sharp photo as long as the face stays a
 * good share of it; moved (never shrunk) to stay inside the picture.
 */
export function faceCrop(face: Face, size: Size): CropRect {
  const shortSide = Math.min(size.width, size.height)
  const framed = face.height / FACE_SHARE
  const side = Math.max(1, Math.floor(Math.min(shortSide, Math.max(framed, Math.min(WANTED_SIDE_PX, face.height / FACE_SHARE_MIN)))))
  const [cx] = centre(face)
  const x = Math.round(Math.min(Math.max(cx - side / 2, 0), size.width - side))
  const y = Math.round(Math.min(Math.max(eyesY(face) - side * EYES_AT, 0), size.height - side))
  return { x, y, width: side, height: side }
}

/** The findings for a square on an analysed photo, in PHOTO_FINDINGS order. */
export function photoFindings(analysis: PhotoAnalysis, crop: CropRect): PhotoFinding[] {
  const found = new Set<PhotoFinding>()
  // The findings describe the square as stored (the player's crop, the organizer's face square):
  // another face counts when the square shows most of it, not when it is elsewhere in the photo.
  const face = mainFace(analysis.faces.filter((f) => inside(centre(f), crop)))
  if (
    face &&
    analysis.faces.some((f) => f !== face && f.height >= face.height * OTHER_FACE_SHARE && shareInside(f, crop) >= OTHER_FACE_IN_SQUARE)
  ) {
    found.add('several-faces')
  }
  if (!face) found.add('no-face')
  else {
    if (face.height < crop.height * SMALL_FACE_SHARE) found.add('face-small')
    const slackX = face.width * CUT_TOLERANCE
    const slackY = face.height * CUT_TOLERANCE
    if (
      face.x < crop.x - slackX ||
      face.y < crop.y - slackY ||
      face.x + face.width > crop.x + crop.width + slackX ||
      face.y + face.height > crop.y + crop.height + slackY
    ) {
      found.add('face-cut')
    }
  }
  const region = toLuma(face ?? crop, analysis)
  const dark = region !== null && meanOf(analysis.luma, region) < DARK_MEAN
  if (dark) found.add('dark')
  // A dark photo has little contrast, so it would read as blurry too: one thing to fix at a time.
  const square = toLuma(crop, analysis)
  if (
    !dark &&
    square &&
    (laplacianVariance(analysis.luma, square) < BLUR_VARIANCE || weakestSharpness(analysis.luma, square) < SHAKE_VARIANCE)
  ) {
    found.add('blurry')
  }
  return PHOTO_FINDINGS.filter((f) => found.has(f))
}

type Box = { x0: number; y0: number; x1: number; y1: number }

/** A source-pixel rectangle in the grey copy's pixels, clipped to it; null when nothing is left. */
function toLuma(r: { x: number; y: number; width: number; height: number }, { size, luma }: PhotoAnalysis): Box | null {
  const sx = luma.width / size.width
  const sy = luma.height / size.height
  const box = {
    x0: Math.max(0, Math.floor(r.x * sx)),
    y0: Math.max(0, Math.floor(r.y * sy)),
    x1: Math.min(luma.width, Math.ceil((r.x + r.width) * sx)),
    y1: Math.min(luma.height, Math.ceil((r.y + r.height) * sy)),
  }
  return box.x1 - box.x0 >= 3 && box.y1 - box.y0 >= 3 ? box : null
}

export function meanOf(luma: Luma, b: Box): number {
  let sum = 0
  for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) sum += luma.data[y * luma.width + x]!
  return sum / ((b.x1 - b.x0) * (b.y1 - b.y0))
}

/** The region box-averaged down to at most BLUR_SIDE pixels across; null when under 3 × 3. */
function blurGrid(luma: Luma, b: Box): { grid: Float32Array; gw: number; gh: number } | null {
  const w = b.x1 - b.x0
  const h = b.y1 - b.y0
  const step = Math.max(1, Math.ceil(Math.max(w, h) / BLUR_SIDE))
  const gw = Math.floor(w / step)
  const gh = Math.floor(h / step)
  if (gw < 3 || gh < 3) return null
  const grid = new Float32Array(gw * gh)
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let sum = 0
      for (let dy = 0; dy < step; dy++) {
        const row = (b.y0 + gy * step + dy) * luma.width + b.x0 + gx * step
        for (let dx = 0; dx < step; dx++) sum += luma.data[row + dx]!
      }
      grid[gy * gw + gx] = sum / (step * step)
    }
  }
  return { grid, gw, gh }
}

/** The variance of `filter` over the grid's inner pixels (Welford's running form). */
function varianceOf({ gw, gh }: { gw: number; gh: number }, filter: (i: number) => number): number {
  let n = 0
  let mean = 0
  let m2 = 0
  for (let y = 1; y < gh - 1; y++) {
    for (let x = 1; x < gw - 1; x++) {
      const v = filter(y * gw + x)
      n++
      const d = v - mean
      mean += d / n
      m2 += d * (v - mean)
    }
  }
  return n > 1 ? m2 / (n - 1) : Infinity
}

/**
 * Sharpness: the variance of the 4-neighbour Laplacian, on the region box-averaged down to at
 * most BLUR_SIDE pixels across, so a square of a 12 MP photo and of a small one are judged at the
 * same scale. A sharp photo scores in the hundreds; an out-of-focus one in the tens.
 */
export function laplacianVariance(luma: Luma, b: Box): number {
  const g = blurGrid(luma, b)
  if (!g) return Infinity
  const { grid, gw } = g
  return varianceOf(g, (i) => grid[i - 1]! + grid[i + 1]! + grid[i - gw]! + grid[i + gw]! - 4 * grid[i]!)
}

/**
 * Sharpness in the region's weakest direction: the variance of the second difference along the
 * rows, the columns and both diagonals, on the same grid as laplacianVariance, the smallest of the
 * four. A photo smeared by a shaking hand is soft along the smear only: there it scores like an
 * out-of-focus one, while a sharp photo is sharp every way.
 */
export function weakestSharpness(luma: Luma, b: Box): number {
  const g = blurGrid(luma, b)
  if (!g) return Infinity
  const { grid, gw } = g
  return Math.min(...[1, gw, gw + 1, gw - 1].map((d) => varianceOf(g, (i) => grid[i - d]! + grid[i + d]! - 2 * grid[i]!)))
}
