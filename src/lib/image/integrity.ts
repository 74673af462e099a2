// A chosen file cut short (an interrupted download, a truncated share) is told as such before it
// is decoded; the byte checks themselves are common/image-integrity.ts's, shared with the server.
import { endsWhole, isImageComplete, WHOLE_TAIL_BYTES } from '#common/image-integrity'
import type { ImageType } from '#common/image-sniff'
import { ImageError } from './errors'
import { readBytes } from './read-bytes'

/**
 * Throws ImageError('process-failed') when the file is cut short (null: no check). Most files
 * answer from their last bytes (or a WebP from its header and size): reading all of a photo as
 * well held up its decode, which reads it too.
 */
export async function assertComplete(blob: Blob, type: ImageType | null): Promise<void> {
  if (type === null || type === 'gif' || type === 'heic') return
  const truncated = () => new ImageError('process-failed', `the ${type.toUpperCase()} file is truncated`)
  if (type === 'webp') {
    const header = await readBytes(blob.slice(0, 12))
    if (header.length < 12 || blob.size < 8 + new DataView(header.buffer, header.byteOffset, 12).getUint32(4, true)) throw truncated()
    return
  }
  if (endsWhole(await readBytes(blob.slice(Math.max(0, blob.size - WHOLE_TAIL_BYTES))), type)) return
  if (!isImageComplete(await readBytes(blob), type)) throw truncated()
}
