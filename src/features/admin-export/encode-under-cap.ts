// A JPEG under a destination's byte cap at the best quality that fits: the encoder is asked at a
// high quality first, then a bisection finds the highest quality under the cap. Pure over its
// `encode`, so the search is tested without a canvas.

export const TOP_QUALITY = 0.92
export const LOWEST_QUALITY = 0.4
const STEPS = 6

export type Encoded = { ok: true; blob: Blob; quality: number } | { ok: false; smallest: number }

export async function encodeUnderCap(encode: (quality: number) => Promise<Blob>, maxBytes: number | null): Promise<Encoded> {
  const best = await encode(TOP_QUALITY)
  if (maxBytes === null || best.size <= maxBytes) return { ok: true, blob: best, quality: TOP_QUALITY }
  const floor = await encode(LOWEST_QUALITY)
  if (floor.size > maxBytes) return { ok: false, smallest: floor.size }
  let fits = { blob: floor, quality: LOWEST_QUALITY }
  let low = LOWEST_QUALITY
  let high = TOP_QUALITY
  for (let i = 0; i < STEPS; i++) {
    const q = (low + high) / 2
    const blob = await encode(q)
    if (blob.size <= maxBytes) {
      fits = { blob, quality: q }
      low = q
    } else high = q
  }
  return { ok: true, ...fits }
}
