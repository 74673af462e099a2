// Face-aware crop and photo checks, loaded only once a photo has been chosen: the
// wizard imports this module lazily. Everything here may fail without a word: the wizard then
// works exactly as without it (centred square, no face warnings).
import type { CropRect, Size } from '@/lib/image/crop'
import { WorkerChannel } from '@/lib/image/worker-channel'
// The weights ship in @vladmandic/human's npm package (MediaPipe BlazeFace, converted for
// TensorFlow.js); the build serves them from our own origin (build/face-model.ts).
import faceModelUrls from 'virtual:face-model'
import type { FaceMessage, FaceResult } from './face.worker'
import { lumaSize } from './detect'
import { faceCrop, mainFace, photoFindings, type Face, type PhotoAnalysis, type PhotoFinding } from './framing'

export { faceCrop, mainFace, photoFindings, PHOTO_FINDINGS, type Face, type PhotoAnalysis, type PhotoFinding } from './framing'

/** Model download on a slow phone network plus the run; after this the photo just has no checks. */
const ANALYSIS_TIMEOUT_MS = 45_000

const channel = new WorkerChannel<FaceMessage, FaceResult | null>(
  () => new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module', name: 'face-detector' }),
  { terminateWhenIdle: false, timeoutMs: ANALYSIS_TIMEOUT_MS },
)

const modelUrls = () => ({
  json: new URL(faceModelUrls.json, location.href).href,
  weights: new URL(faceModelUrls.weights, location.href).href,
})
const supported = () => typeof OffscreenCanvas !== 'undefined' && typeof Worker !== 'undefined'

/** Starts the worker and its model download while the chosen photo decodes; never fails. */
export function warmFaceCheck(): void {
  if (supported()) channel.request({ warm: true, model: modelUrls() }).catch(() => undefined)
}

/**
 * Pauses a face check under way until the returned release is called: making the photo ('Use
 * photo') wants the same cores, and on a two-core phone the check doubled its wait. Releasing
 * twice is harmless.
 */
export function holdFaceCheck(): () => void {
  if (!channel.running) return () => undefined
  void channel.request({ hold: true }).catch(() => undefined)
  let released = false
  return () => {
    if (released) return
    released = true
    void channel.request({ hold: false }).catch(() => undefined)
  }
}

/**
 * Faces and the grey copy of a photo, from the picture the crop screen shows (upright, any size)
 * and the photo's upright size in source pixels. Null when it cannot be done here.
 */
export async function analyzePhoto(picture: ImageBitmap, size: Size): Promise<PhotoAnalysis | null> {
  if (!supported() || picture.width === 0) return null
  try {
    // A copy for the worker (the crop screen keeps drawing the original), no larger than the worker
    // reads (its grey copy's size, lumaSize): a phone's whole picture is slow to send.
    const small = lumaSize(picture)
    const copy =
      small.width < picture.width
        ? await createImageBitmap(picture, { resizeWidth: small.width, resizeHeight: small.height, resizeQuality: 'medium' })
        : await createImageBitmap(picture)
    const result = await channel.request({ picture: copy, width: size.width, height: size.height, model: modelUrls() }, [copy])
    return result && { size, faces: result.faces, luma: result.luma }
  } catch (error) {
    console.warn('Face check unavailable:', error)
    return null
  }
}

/**
 * The wizard's view of the check: the main face (null without one; the head-and-shoulders master
 * is framed from it), the default square on it and the warnings for any square. Null when no check
 * could be made.
 */
export async function checkPhoto(
  picture: ImageBitmap,
  size: Size,
): Promise<{ face: Face | null; faceCrop: CropRect | null; findingsFor(crop: CropRect): PhotoFinding[] } | null> {
  const analysis = await analyzePhoto(picture, size)
  if (!analysis) return null
  const face = mainFace(analysis.faces)
  return { face: face ?? null, faceCrop: face ? faceCrop(face, size) : null, findingsFor: (crop) => photoFindings(analysis, crop) }
}
