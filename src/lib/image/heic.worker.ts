// HEIC to JPEG off the main thread: libheif decodes to RGBA (seconds of WASM work for 12 MP on a
// phone), which a full-size OffscreenCanvas encodes as a near-lossless JPEG that every browser can
// decode. A full-size canvas is fine here, in a worker; it is the main thread where iOS gives up.
import { decodeHeic } from './heic-decode'
import { offscreenSurface } from './raster'
import { readBytes } from './read-bytes'
import { failureFrom, type WorkerReply } from './worker-channel'

/** High enough that the JPEG made later from this intermediate shows no generation loss. */
const INTERMEDIATE_JPEG_QUALITY = 0.95

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; file: Blob }>) => void) | null
  postMessage(message: WorkerReply<Blob>): void
}

async function toJpeg(file: Blob): Promise<Blob> {
  const rgba = await decodeHeic(await readBytes(file))
  const surface = offscreenSurface(rgba.width, rgba.height)
  try {
    // JPEG has no alpha: put the image on white, as raster.ts does for transparent PNGs.
    const ctx = surface.context
    const bitmap = await createImageBitmap(new ImageData(rgba.data, rgba.width, rgba.height))
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, rgba.width, rgba.height)
    ctx.drawImage(bitmap, 0, 0)
    bitmap.close()
    return await surface.toJpeg(INTERMEDIATE_JPEG_QUALITY)
  } finally {
    surface.release()
  }
}

scope.onmessage = async ({ data }) => {
  try {
    scope.postMessage({ id: data.id, ok: true, result: await toJpeg(data.file) })
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, ...failureFrom(error) })
  }
}
scope.postMessage({ ready: true })
