// Scaling a picture for the face check, in plain code rather than the canvas: the detector's score
// of a borderline picture moves with how it was scaled, and each engine's canvas scales its own
// way (Chromium's drawImage samples bilinearly, skipping pixels on a large reduction), so the same
// photo was a face in one browser and not in another. The same arithmetic here runs in every
// browser and in the tests (Node), so the labelled set's figures hold wherever the check runs.

/** An RGBA picture, row by row, 4 bytes a pixel. */
export interface Rgba {
  width: number
  height: number
  data: Uint8Array | Uint8ClampedArray
}

/** Where the picture lands on the new canvas, in its pixels (fractions allowed). */
export interface Placement {
  x: number
  y: number
  width: number
  height: number
}

/** For each target pixel along one axis: the source pixels it covers and how much of each. */
function taps(
  sourceLength: number,
  targetLength: number,
  at: number,
  span: number,
): { first: Int32Array; count: Int32Array; weights: Float64Array; stride: number } {
  const scale = sourceLength / span
  const stride = Math.ceil(scale) + 2
  const first = new Int32Array(targetLength)
  const count = new Int32Array(targetLength)
  const weights = new Float64Array(targetLength * stride)
  for (let t = 0; t < targetLength; t++) {
    const s0 = Math.max(0, (t - at) * scale)
    const s1 = Math.min(sourceLength, (t + 1 - at) * scale)
    if (s1 <= s0) continue
    const i0 = Math.floor(s0)
    first[t] = i0
    let n = 0
    for (let i = i0; i < s1 && n < stride; i++, n++) weights[t * stride + n] = Math.min(i + 1, s1) - Math.max(i, s0)
    count[t] = n
  }
  return { first, count, weights, stride }
}

/**
 * `picture` drawn at `at` on a transparent width × height canvas, each new pixel the average of the
 * source area it covers (weighted by how much of each source pixel falls in it). Pixels the
 * picture doesn't reach stay transparent black; a pixel it partly covers keeps the picture's
 * colour with that part as its alpha (as a canvas's getImageData answers).
 */
export function resample(picture: Rgba, width: number, height: number, at: Placement = { x: 0, y: 0, width, height }): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4)
  const across = taps(picture.width, width, at.x, at.width)
  const down = taps(picture.height, height, at.y, at.height)
  const src = picture.data
  // one target pixel's area in source pixels: what a pixel the picture covers whole adds up to
  const pixelArea = (picture.width / at.width) * (picture.height / at.height)
  // Rows first: each source row reduced to the new width (only the rows some target row reads).
  const rows = new Float64Array(picture.height * width * 4)
  const rowArea = new Float64Array(width)
  for (let x = 0; x < width; x++) for (let k = 0; k < across.count[x]!; k++) rowArea[x]! += across.weights[x * across.stride + k]!
  for (let sy = 0; sy < picture.height; sy++) {
    for (let x = 0; x < width; x++) {
      const n = across.count[x]!
      if (n === 0) continue
      let r = 0
      let g = 0
      let b = 0
      for (let k = 0; k < n; k++) {
        const w = across.weights[x * across.stride + k]!
        const i = (sy * picture.width + across.first[x]! + k) * 4
        r += src[i]! * w
        g += src[i + 1]! * w
        b += src[i + 2]! * w
      }
      const o = (sy * width + x) * 4
      rows[o] = r
      rows[o + 1] = g
      rows[o + 2] = b
    }
  }
  for (let y = 0; y < height; y++) {
    const n = down.count[y]!
    if (n === 0) continue
    let columnArea = 0
    for (let k = 0; k < n; k++) columnArea += down.weights[y * down.stride + k]!
    for (let x = 0; x < width; x++) {
      if (rowArea[x] === 0) continue
      let r = 0
      let g = 0
      let b = 0
      for (let k = 0; k < n; k++) {
        const w = down.weights[y * down.stride + k]!
        const i = ((down.first[y]! + k) * width + x) * 4
        r += rows[i]! * w
        g += rows[i + 1]! * w
        b += rows[i + 2]! * w
      }
      const area = rowArea[x]! * columnArea
      const o = (y * width + x) * 4
      out[o] = r / area
      out[o + 1] = g / area
      out[o + 2] = b / area
      out[o + 3] = 255 * Math.min(1, area / pixelArea)
    }
  }
  return out
}
