// Messages between the main thread and process.worker.ts.
import type { CropRect, Size } from './crop'
import type { ProcessedPhoto } from './raster'
import type { ImageType } from './sniff'

/**
 * `key` names one loaded image: the worker keeps the bitmap it decoded for 'inspect' under that
 * key, so the 'render' that follows (when the player confirms the crop) skips a second decode.
 */
export type PipelineRequest =
  | { op: 'inspect'; blob: Blob; type: ImageType | null; key: number; previewSide?: number }
  | { op: 'render'; blob: Blob; crop: CropRect; key?: number; maxSide?: number }
  | { op: 'release'; key: number }
  | { op: 'warm' }

/**
 * The upright size (the coordinate space of every crop) and, from the worker, the crop screen's
 * picture: the decode scaled to at most `previewSide`, so the page never decodes the photo again.
 */
export type Inspection = Size & { preview?: ImageBitmap }

export type PipelineResult = Inspection | ProcessedPhoto | null
