// A destination's picture from a stored photo, off the main thread: decode, cut the frame, scale,
// encode (JPEG under its byte cap, or PNG). One photo at a time, so memory stays that of one photo.
import { failureFrom, type WorkerReply } from '@/lib/image/worker-channel'
import { encodeUnderCap } from './encode-under-cap'
import { renditionFrame } from './rendition-frame'
import type { RenditionRequest, RenditionResult } from './rendition-protocol'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RenditionRequest & { id: number }>) => void) | null
  postMessage(message: WorkerReply<RenditionResult>): void
}

async function render({ photo, square, shape, width, format, maxBytes }: RenditionRequest): Promise<RenditionResult> {
  const bitmap = await createImageBitmap(photo)
  const size = { width: bitmap.width, height: bitmap.height }
  const { crop, output, smaller, narrowed } = renditionFrame({ size, square: square ?? { x: 0, y: 0, ...size } }, shape, width)
  const canvas = new OffscreenCanvas(output.width, output.height)
  try {
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('OffscreenCanvas has no 2d context')
    ctx.imageSmoothingEnabled = true
    ctx.imageSmoothingQuality = 'high'
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, output.width, output.height)
    ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, output.width, output.height)
    const done = (blob: Blob): RenditionResult => ({ ok: true, blob, size: output, smaller, narrowed })
    if (format === 'png') return done(await canvas.convertToBlob({ type: 'image/png' }))
    const encoded = await encodeUnderCap((quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }), maxBytes)
    return encoded.ok ? done(encoded.blob) : { ok: false, smallest: encoded.smallest }
  } finally {
    bitmap.close()
    canvas.width = 0
    canvas.height = 0
  }
}

scope.onmessage = async ({ data }) => {
  try {
    scope.postMessage({ id: data.id, ok: true, result: await render(data) })
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, ...failureFrom(error) })
  }
}
scope.postMessage({ ready: true })
