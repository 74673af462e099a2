// Messages between the main thread and process.worker.ts.
import type { CropRect, Size } from './crop'
import type { ProcessedPhoto } from './raster'
import type { ImageType } from './sniff'

/**
 * `key` names one loaded image: the worker keeps the bitmap it decoded for 'inspect' under that
 * key, so the 'render' that follows (when the player confirms the crop) skips a second decode.
 */
export type PipelineRequest =
  | { op: 'inspect'; blob: Blob; type: ImageType | null; key: number }
  | { op: 'render'; blob: Blob; crop: CropRect; key?: number }
  | { op: 'release'; key: number }

/** The upright size: the coordinate space of every crop. */
export type Inspection = Size

export type PipelineResult = Inspection | ProcessedPhoto | null
