// Exposes the real image pipeline (src/lib/image) to Playwright as window.harness, with helpers
// that turn results into plain data a test can assert on (sizes, types, sampled pixel colours).
import * as pipeline from '../../../src/lib/image/index.ts'
import type { CropRect } from '../../../src/lib/image/index.ts'
import { errorDetail } from '../../fixtures/error-detail.ts'

export type Rgba = [number, number, number, number]
/** Points to sample, as fractions (0..1) of the image's width and height. */
export type SamplePoints = [number, number][]

export interface ImageSummary {
  type: string
  bytes: number
  width: number
  height: number
  samples: Rgba[]
}
export type CropChoice = 'default' | 'whole' | CropRect
export type Failure = { ok: false; name: string; code?: string; message: string; detail: string }
/**
 * previewBitmap: the worker's already-decoded picture for the crop screen (null on the main-thread
 * fallback); decodedScale: how much of the photo the worker decoded for the photo (1/2, 1/4 or 1/8
 * of a JPEG, 1 all of it; null on the fallback), previewScale for the crop screen's picture.
 */
export type LoadOutcome =
  | {
      ok: true
      type: string
      width: number
      height: number
      sourceType: string
      preview: ImageSummary
      previewBitmap: ImageSummary | null
      decodedScale: number | null
      previewScale: number | null
      ms: number
    }
  | Failure
export type ProcessOnlyOutcome = { ok: true; side: number; photo: ImageSummary; thumb: ImageSummary } | Failure
/** sourceScale: the decode the photo was drawn from, in its pixels per photo pixel (null on the fallback). */
export type ProcessOutcome =
  | {
      ok: true
      loaded: Extract<LoadOutcome, { ok: true }>
      crop: CropRect
      side: number
      sourceScale: number | null
      fromKeptDecode: boolean | null
      photo: ImageSummary
      thumb: ImageSummary
      ms: number
    }
  | Failure
/** `prepare`: the crop screen's prepareCrop for the crop first, as when the face check moved the square. */
export type ProcessOptions = { maxSide?: number; prepare?: boolean }

function sample(source: CanvasImageSource, width: number, height: number, points: SamplePoints): Rgba[] {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!
  ctx.drawImage(source, 0, 0)
  const samples = points.map(([fx, fy]) => {
    const x = Math.min(width - 1, Math.floor(fx * width))
    const y = Math.min(height - 1, Math.floor(fy * height))
    return Array.from(ctx.getImageData(x, y, 1, 1).data) as Rgba
  })
  canvas.width = canvas.height = 0
  return samples
}

async function summarise(blob: Blob, points: SamplePoints): Promise<ImageSummary> {
  const bitmap = await createImageBitmap(blob)
  const summary = {
    type: blob.type,
    bytes: blob.size,
    width: bitmap.width,
    height: bitmap.height,
    samples: sample(bitmap, bitmap.width, bitmap.height, points),
  }
  bitmap.close()
  return summary
}

/** The crop screen's preview as the player sees it: an <img> of previewUrl, drawn as displayed. */
async function summarisePreview(url: string, points: SamplePoints): Promise<ImageSummary> {
  const image = new Image()
  image.src = url
  await image.decode()
  const { naturalWidth: width, naturalHeight: height } = image
  const type = (await (await fetch(url)).blob()).type
  return { type, bytes: 0, width, height, samples: sample(image, width, height, points) }
}

function failure(error: unknown): Failure {
  const e = error instanceof Error ? error : new Error(String(error))
  return { ok: false, name: e.name, code: (e as { code?: string }).code, message: e.message, detail: errorDetail(e) }
}

async function fetchFile(url: string, name: string): Promise<File> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`harness could not fetch ${url}: ${response.status}`)
  // The type a phone would claim from the name: the pipeline must not believe it.
  return new File([await response.blob()], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' })
}

const harness = {
  pipeline: { ...pipeline, errorDetail },
  fetchFile,
  devicePixelRatio: () => window.devicePixelRatio,

  async load(url: string, name: string, previewPoints: SamplePoints = []): Promise<LoadOutcome> {
    try {
      const started = performance.now()
      const loaded = await pipeline.loadImage(await fetchFile(url, name))
      const ms = performance.now() - started
      const preview = await summarisePreview(loaded.previewUrl, previewPoints)
      const bitmap = loaded.preview
      const previewBitmap = bitmap
        ? {
            type: 'bitmap',
            bytes: 0,
            width: bitmap.width,
            height: bitmap.height,
            samples: sample(bitmap, bitmap.width, bitmap.height, previewPoints),
          }
        : null
      loaded.revoke()
      const scales = { decodedScale: loaded.decodedScale ?? null, previewScale: loaded.previewScale ?? null }
      return {
        ok: true,
        type: loaded.type,
        width: loaded.width,
        height: loaded.height,
        sourceType: loaded.source.type,
        preview,
        previewBitmap,
        ...scales,
        ms,
      }
    } catch (error) {
      return failure(error)
    }
  },

  async loadAndProcess(
    url: string,
    name: string,
    choice: CropChoice,
    photoPoints: SamplePoints = [],
    previewPoints: SamplePoints = [],
    options: ProcessOptions = {},
  ): Promise<ProcessOutcome> {
    try {
      const started = performance.now()
      // 'whole' is what an admin's replacement does: the spec's 1920 px (prepare-admin-photo.ts).
      const maxSide = options.maxSide ?? (choice === 'whole' ? 1920 : undefined)
      const loaded = await pipeline.loadImage(await fetchFile(url, name), { maxSide })
      const crop =
        choice === 'default'
          ? pipeline.defaultCrop(loaded.width, loaded.height)
          : choice === 'whole'
            ? { x: 0, y: 0, width: loaded.width, height: loaded.height }
            : choice
      if (options.prepare) await pipeline.prepareCrop(loaded, crop, { maxSide })
      const result = await pipeline.processImage(loaded, crop, { maxSide })
      const ms = performance.now() - started
      const preview = await summarisePreview(loaded.previewUrl, previewPoints)
      const bitmap = loaded.preview
      const previewBitmap = bitmap
        ? {
            type: 'bitmap',
            bytes: 0,
            width: bitmap.width,
            height: bitmap.height,
            samples: sample(bitmap, bitmap.width, bitmap.height, previewPoints),
          }
        : null
      loaded.revoke()
      return {
        ok: true,
        loaded: {
          ok: true,
          type: loaded.type,
          width: loaded.width,
          height: loaded.height,
          sourceType: loaded.source.type,
          preview,
          previewBitmap,
          decodedScale: loaded.decodedScale ?? null,
          previewScale: loaded.previewScale ?? null,
          ms: 0,
        },
        crop,
        side: result.side,
        sourceScale: result.sourceScale ?? null,
        fromKeptDecode: result.fromKeptDecode ?? null,
        photo: await summarise(result.photo, photoPoints),
        thumb: await summarise(result.thumb, []),
        ms,
      }
    } catch (error) {
      return failure(error)
    }
  },

  /**
   * processImage on a blob loadImage never saw (a camera capture), or on a loaded image after
   * revoke(): either way the worker has nothing kept and must decode the blob itself.
   */
  async processOnly(
    url: string,
    name: string,
    crop: CropRect,
    photoPoints: SamplePoints,
    via: 'blob' | 'revoked',
  ): Promise<ProcessOnlyOutcome> {
    try {
      let source: Blob = await fetchFile(url, name)
      if (via === 'revoked') {
        const loaded = await pipeline.loadImage(source)
        loaded.revoke()
        source = loaded.source
      }
      const result = await pipeline.processImage(source, crop)
      return { ok: true, side: result.side, photo: await summarise(result.photo, photoPoints), thumb: await summarise(result.thumb, []) }
    } catch (error) {
      return failure(error)
    }
  },

  /** Our pipeline from picked file to upload-ready photo, timed (scripts/bench/image.ts). */
  async timeOurs(file: File): Promise<{ ms: number; loadMs: number; processMs: number; bytes: number; side: number }> {
    const started = performance.now()
    const loaded = await pipeline.loadImage(file)
    const loadedAt = performance.now()
    const result = await pipeline.processImage(loaded, pipeline.defaultCrop(loaded.width, loaded.height))
    const done = performance.now()
    loaded.revoke()
    return { ms: done - started, loadMs: loadedAt - started, processMs: done - loadedAt, bytes: result.photo.size, side: result.side }
  },

  /**
   * The spec's chain, timed: browser-image-compression on the picked file (max 2 MB, 1920 px,
   * quality 0.9, in its web worker, which loads the library from `libURL`), then the default
   * crop drawn from the compressed image onto a canvas of the crop's size, JPEG 0.9.
   */
  async timeSpecChain(file: File, libURL: string): Promise<{ ms: number; compressMs: number; bytes: number; side: number }> {
    const { default: imageCompression } = await import('browser-image-compression')
    const started = performance.now()
    const compressed = await imageCompression(file, {
      maxSizeMB: 2,
      maxWidthOrHeight: 1920,
      initialQuality: 0.9,
      useWebWorker: true,
      libURL,
    })
    const compressedAt = performance.now()
    const url = URL.createObjectURL(compressed)
    const image = new Image()
    image.src = url
    await image.decode()
    const crop = pipeline.defaultCrop(image.naturalWidth, image.naturalHeight)
    const canvas = document.createElement('canvas')
    canvas.width = crop.width
    canvas.height = crop.height
    canvas.getContext('2d')!.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))
    const done = performance.now()
    URL.revokeObjectURL(url)
    if (!blob) throw new Error('Canvas is empty')
    return { ms: done - started, compressMs: compressedAt - started, bytes: blob.size, side: crop.width }
  },

  /** Takes away what old iOS Safari lacks, so the pipeline runs its main-thread fallback. */
  disableWorkers(): void {
    Reflect.deleteProperty(window, 'OffscreenCanvas')
    Reflect.deleteProperty(window, 'Worker')
  },
}

export type Harness = typeof harness
declare global {
  interface Window {
    harness: Harness
  }
}
window.harness = harness
document.body.dataset.ready = 'true'
