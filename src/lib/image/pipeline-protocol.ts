// Messages between the main thread and process.worker.ts.
import type { CropRect, Size } from './crop'
import type { FaceBox } from './master-frame'
import type { ProcessedPhoto } from './raster'
import type { ImageType } from '#common/image-sniff'

/**
 * `key` names one loaded image: the worker keeps the bitmap it decoded for 'inspect' under that
 * key, so the 'render' that follows (when the player confirms the crop) skips a second decode.
 * 'prepare' makes sure what is kept has enough pixels for the crop the player now has on screen.
 * `maxSide`: the stored photo's side (the event's; default 1024).
 */
export type PipelineRequest =
  | ({ op: 'inspect'; blob: Blob; type: ImageType | null; key: number } & InspectOptions)
  | { op: 'render'; blob: Blob; crop: CropRect; key?: number; maxSide?: number }
  | { op: 'prepare'; blob: Blob; crop: CropRect; key: number; maxSide?: number }
  | { op: 'master'; blob: Blob; key?: number; square: CropRect; face: FaceBox | null; squareSide: number }
  | { op: 'release'; key: number }
  | { op: 'warm' }

export type InspectOptions = { previewSide?: number; maxSide?: number; head?: Uint8Array }

/**
 * The upright size (the coordinate space of every crop) and, from the worker, the crop screen's
 * picture: the decode scaled to at most `previewSide`, so the page never decodes the photo again.
 * `decodedScale`: how much of the photo the worker decoded for 'Use photo' (1/2, 1/4 or 1/8 of a
 * JPEG; 1: all of it; absent on the main thread), and `previewScale` for the crop screen's picture
 * (1/8 at DPR 1 when that is less): for tests and the bench.
 */
export type Inspection = Size & { preview?: ImageBitmap; decodedScale?: number; previewScale?: number }

/**
 * The head-and-shoulders master (master-frame.ts): a JPEG of width × height and, in its pixels,
 * where the player's square lies in it.
 */
export interface MasterPhoto {
  master: Blob
  width: number
  height: number
  square: CropRect
}

export type PipelineResult = Inspection | ProcessedPhoto | MasterPhoto | null
