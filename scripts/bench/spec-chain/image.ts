// The spec's naive chain as a drop-in for src/lib/image, for the bench's second build of the real
// app (spec-chain/build.ts): browser-image-compression on the picked file (max 2 MB, 1920 px,
// quality 0.9, in its web worker), the crop screen showing its output, then react-image-crop's
// usual getCroppedImg: a canvas of the crop × devicePixelRatio, JPEG 0.9. Everything else (the
// wizard, the upload) is the app itself, so the bench compares the image paths and nothing else.
import imageCompression from 'browser-image-compression'
import { ImageError, THUMB_SIDE, type CropRect, type LoadedImage, type ProcessedPhoto } from './real-image'

export * from './real-image'

/** Served from the app's origin by the bench (never the CDN the library defaults to). */
export const SPEC_LIB_PATH = '/bench/browser-image-compression.js'

async function decoded(blob: Blob): Promise<HTMLImageElement> {
  const image = new Image()
  image.src = URL.createObjectURL(blob)
  await image.decode()
  return image
}

export async function loadImage(file: Blob): Promise<LoadedImage> {
  let compressed: Blob
  try {
    compressed = await imageCompression(file as File, {
      maxSizeMB: 2,
      maxWidthOrHeight: 1920,
      initialQuality: 0.9,
      useWebWorker: true,
      libURL: SPEC_LIB_PATH,
    })
  } catch (error) {
    throw new ImageError('process-failed', 'browser-image-compression failed', { cause: error })
  }
  const image = await decoded(compressed)
  const previewUrl = image.src
  loaded.set(compressed, image)
  return {
    source: compressed,
    type: 'jpeg',
    width: image.naturalWidth,
    height: image.naturalHeight,
    previewUrl,
    revoke: () => {
      loaded.delete(compressed)
      URL.revokeObjectURL(previewUrl)
    },
  }
}

const loaded = new WeakMap<Blob, HTMLImageElement>()

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new ImageError('process-failed', 'Canvas is empty'))), 'image/jpeg', quality),
  )
}

export async function processImage(source: Blob | Pick<LoadedImage, 'source'>, crop: CropRect): Promise<ProcessedPhoto> {
  const blob = source instanceof Blob ? source : source.source
  const image = loaded.get(blob) ?? (await decoded(blob))
  const ratio = window.devicePixelRatio || 1
  const canvas = document.createElement('canvas')
  canvas.width = Math.floor(crop.width * ratio)
  canvas.height = Math.floor(crop.height * ratio)
  const ctx = canvas.getContext('2d')!
  ctx.scale(ratio, ratio)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height)
  const photo = await toJpeg(canvas, 0.9)
  // The spec stores no thumbnail; our upload needs one, so the chain gets the smallest fair one.
  const thumbCanvas = document.createElement('canvas')
  thumbCanvas.width = thumbCanvas.height = THUMB_SIDE
  thumbCanvas.getContext('2d')!.drawImage(canvas, 0, 0, THUMB_SIDE, THUMB_SIDE)
  const thumb = await toJpeg(thumbCanvas, 0.8)
  return { photo, thumb, side: canvas.width, width: canvas.width, height: canvas.height }
}

export function warmImagePipeline(): void {}
