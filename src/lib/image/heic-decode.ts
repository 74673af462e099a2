// The e2e harness type-checks this file under tsconfig.node, which does not include src/: reference
// the ambient module declaration explicitly so both configs see it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./libheif-js.d.ts" />
// HEIC/HEIF to RGBA with libheif (WASM). Only Safari decodes HEIC natively, and iPhones do hand
// HEIC files to other browsers (AirDrop, e-mail, Google Photos), so we carry a decoder. It is
// ~2 MB: loaded by dynamic import only when a HEIC file is met, so it never touches the main
// bundle (check: `npx vite build` lists it as its own chunk).
import { ImageError } from './errors'

export interface Rgba {
  width: number
  height: number
  data: Uint8ClampedArray<ArrayBuffer>
}

export async function decodeHeic(bytes: Uint8Array): Promise<Rgba> {
  const { default: libheifFactory } = await import('libheif-js/libheif-wasm/libheif-bundle.mjs')
  const libheif = libheifFactory()
  const images = new libheif.HeifDecoder().decode(bytes)
  const image = images.find((i) => i.is_primary()) ?? images[0]
  if (!image) throw new ImageError('process-failed', 'libheif found no image in the HEIC file (damaged or truncated?)')
  try {
    const width = image.get_width()
    const height = image.get_height()
    const target = { width, height, data: new Uint8ClampedArray(width * height * 4) }
    const decoded = await new Promise<boolean>((resolve) => image.display(target, (result) => resolve(result !== null)))
    if (!decoded) throw new ImageError('process-failed', 'libheif could not decode the HEIC image data')
    return target
  } finally {
    for (const i of images) i.free()
  }
}
