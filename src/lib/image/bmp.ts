// RGBA pixels to an uncompressed BMP Blob, for the one place we hold decoded pixels on the main
// thread (HEIC without workers): every browser decodes BMP, and making it needs no canvas, so no
// full-size canvas on the main thread. Transparent pixels are put on white, as for JPEG output.
import type { Rgba } from './heic-decode'

const FILE_HEADER_BYTES = 14
const INFO_HEADER_BYTES = 40

export function rgbaToBmp({ width, height, data }: Rgba): Blob {
  const rowBytes = Math.ceil((width * 3) / 4) * 4 // 24-bit rows are padded to 4 bytes
  const pixelBytes = rowBytes * height
  const offset = FILE_HEADER_BYTES + INFO_HEADER_BYTES
  const buffer = new ArrayBuffer(offset + pixelBytes)
  const view = new DataView(buffer)
  view.setUint16(0, 0x424d) // "BM"
  view.setUint32(2, buffer.byteLength, true)
  view.setUint32(10, offset, true)
  view.setUint32(14, INFO_HEADER_BYTES, true) // BITMAPINFOHEADER
  view.setInt32(18, width, true)
  view.setInt32(22, -height, true) // negative: rows stored top-down, like our RGBA
  view.setUint16(26, 1, true) // planes
  view.setUint16(28, 24, true) // bits per pixel, BI_RGB (0) compression, sizes 0 = default
  view.setUint32(34, pixelBytes, true)
  const out = new Uint8Array(buffer, offset)
  for (let y = 0; y < height; y++) {
    let o = y * rowBytes
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
      const a = data[i + 3]! / 255
      const white = 255 * (1 - a)
      out[o++] = data[i + 2]! * a + white // BMP stores BGR
      out[o++] = data[i + 1]! * a + white
      out[o++] = data[i]! * a + white
    }
  }
  return new Blob([buffer], { type: 'image/bmp' })
}
