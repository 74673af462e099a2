// Runs in the image harness page (Vite dev server, scripts/bench/encoders.ts): encodes the ideal
// crop of a photo with the browser's encoder and with MozJPEG at several qualities, runs the
// spec's chain on the same photo, and scores every output by SSIM against the ideal crop at the
// output's own size (the crop drawn straight from the decoded original, nothing lossy after it).
import imageCompression from 'browser-image-compression'
import { defaultCrop } from '../../src/lib/image/crop.ts'
import { mozJpegBlob } from '../../src/lib/image/mozjpeg.ts'

type Scored = { name: string; bytes: number; side: number; ssim: number; ms: number }

/** Luma SSIM over 8×8 windows (stride 4), the usual constants for 8-bit images. */
function ssim(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, height: number): number {
  const luma = (d: Uint8ClampedArray) => {
    const out = new Float32Array(width * height)
    for (let i = 0, p = 0; p < out.length; i += 4, p++) out[p] = 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!
    return out
  }
  const x = luma(a)
  const y = luma(b)
  const c1 = (0.01 * 255) ** 2
  const c2 = (0.03 * 255) ** 2
  let total = 0
  let windows = 0
  for (let wy = 0; wy + 8 <= height; wy += 4) {
    for (let wx = 0; wx + 8 <= width; wx += 4) {
      let sx = 0,
        sy = 0,
        sxx = 0,
        syy = 0,
        sxy = 0
      for (let j = 0; j < 8; j++) {
        const row = (wy + j) * width + wx
        for (let i = 0; i < 8; i++) {
          const p = x[row + i]!
          const q = y[row + i]!
          sx += p
          sy += q
          sxx += p * p
          syy += q * q
          sxy += p * q
        }
      }
      const n = 64
      const mx = sx / n,
        my = sy / n
      const vx = sxx / n - mx * mx,
        vy = syy / n - my * my,
        cov = sxy / n - mx * my
      total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
      windows++
    }
  }
  return total / windows
}

function canvas(width: number, height: number) {
  const c = new OffscreenCanvas(width, height)
  return { c, ctx: c.getContext('2d', { willReadFrequently: true })! }
}

/** The default crop of `bitmap` at `side` px, drawn with the best resampling the browser has. */
function ideal(bitmap: ImageBitmap, side: number): ImageData {
  const crop = defaultCrop(bitmap.width, bitmap.height)
  const { ctx } = canvas(side, side)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, side, side)
  return ctx.getImageData(0, 0, side, side)
}

async function pixels(blob: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob)
  const { width, height } = bitmap
  const { ctx } = canvas(width, height)
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  return ctx.getImageData(0, 0, width, height)
}

async function score(name: string, blob: Blob, reference: ImageData, ms: number): Promise<Scored> {
  const out = await pixels(blob)
  return { name, bytes: blob.size, side: out.width, ssim: ssim(out.data, reference.data, out.width, out.height), ms }
}

async function browserJpeg(image: ImageData, quality: number): Promise<Blob> {
  const { c, ctx } = canvas(image.width, image.height)
  ctx.putImageData(image, 0, 0)
  return c.convertToBlob({ type: 'image/jpeg', quality })
}

/** The spec's chain at `dpr`: browser-image-compression, then the crop on a canvas × dpr, JPEG 0.9. */
async function specChain(file: File, dpr: number, libURL: string): Promise<Blob> {
  const compressed = await imageCompression(file, { maxSizeMB: 2, maxWidthOrHeight: 1920, initialQuality: 0.9, useWebWorker: true, libURL })
  const image = await createImageBitmap(compressed)
  const crop = defaultCrop(image.width, image.height)
  const { c, ctx } = canvas(Math.floor(crop.width * dpr), Math.floor(crop.height * dpr))
  ctx.scale(dpr, dpr)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height)
  return c.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const value = await run()
  return [value, performance.now() - started]
}

export async function compareEncoders(photoUrl: string, libURL: string, sides: readonly number[]): Promise<Scored[]> {
  const blob = await (await fetch(photoUrl)).blob()
  const file = new File([blob], blob.type === 'image/png' ? 'IMG.PNG' : 'IMG.JPG', { type: blob.type })
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  const results: Scored[] = []
  for (const dpr of [1, 3]) {
    const [blob, ms] = await timed(() => specChain(file, dpr, libURL))
    const ref = ideal(bitmap, (await createImageBitmap(blob)).width)
    results.push(await score(`spec chain, DPR ${dpr}`, blob, ref, ms))
  }
  for (const s of sides) {
    const reference = ideal(bitmap, s)
    for (const q of [0.9, 0.85, 0.8, 0.78, 0.75, 0.7]) {
      const [blob, ms] = await timed(() => browserJpeg(reference, q))
      results.push(await score(`${s} browser q${q}`, blob, reference, ms))
    }
    for (const q of [65, 70, 75, 78, 80, 85, 90]) {
      const [blob, ms] = await timed(() => mozJpegBlob(reference, q))
      results.push(await score(`${s} MozJPEG q${q}`, blob, reference, ms))
    }
  }
  bitmap.close()
  return results
}

/**
 * The byte-targeted search: the smallest MozJPEG quality whose SSIM reaches `target`, by
 * bisection over 40..95 (each step one encode, one decode, one SSIM): what it costs per photo.
 */
export async function searchQuality(photoUrl: string, side: number, target: number): Promise<Scored & { steps: number }> {
  const bitmap = await createImageBitmap(await (await fetch(photoUrl)).blob(), { imageOrientation: 'from-image' })
  const reference = ideal(bitmap, side)
  bitmap.close()
  const started = performance.now()
  let lo = 40,
    hi = 95,
    steps = 0
  let best: Scored | undefined
  while (lo <= hi) {
    const q = (lo + hi) >> 1
    steps++
    const s = await score(`MozJPEG search q${q}`, await mozJpegBlob(reference, q), reference, 0)
    if (s.ssim >= target) {
      best = s
      hi = q - 1
    } else lo = q + 1
  }
  best ??= await score('MozJPEG search q95', await mozJpegBlob(reference, 95), reference, 0)
  return { ...best, ms: performance.now() - started, steps }
}

/**
 * SSIM of stored photos (what the real UI made, scripts/bench/ui-photo.ts) against the ideal crop of
 * the original at each one's size: the default square, which the bench's 'Use photo' takes.
 */
export async function scoreStored(photoUrl: string, storedUrls: string[]): Promise<number[]> {
  const bitmap = await createImageBitmap(await (await fetch(photoUrl)).blob(), { imageOrientation: 'from-image' })
  const scores: number[] = []
  for (const url of storedUrls) {
    const out = await pixels(await (await fetch(url)).blob())
    scores.push(ssim(out.data, ideal(bitmap, out.width).data, out.width, out.height))
  }
  bitmap.close()
  return scores
}

declare global {
  interface Window {
    encoders: { compareEncoders: typeof compareEncoders; searchQuality: typeof searchQuality; scoreStored: typeof scoreStored }
  }
}
window.encoders = { compareEncoders, searchQuality, scoreStored }
