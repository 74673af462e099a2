// Finds faces and makes the grey copy the checks read, off the main thread. Given the picture the
// crop screen shows (already decoded, upright, screen-sized), so nothing is decoded again. The
// model is fetched from our own origin on the first request and kept for the next photo.
import type { GraphModelJson } from '#common/face-model-format'
import { parseModel, type Model } from './blazeface'
import { greyCopy } from './detect'
import { holdable } from './holdable'
import { personFaceSteps } from './person'
import type { Face, Luma } from './framing'
import type { Rgba } from './resample'
import { failureFrom, type WorkerReply } from '@/lib/image/worker-channel'

/**
 * `warm`: only fetch and parse the model (sent when the photo picker opens, lazy-steps.ts).
 * `hold`: the page is making the photo, which wants the same cores: pause until released.
 */
export type FaceMessage = FaceRequest | { warm: true; hold?: undefined; model: FaceRequest['model'] } | { hold: boolean; warm?: undefined }
export interface FaceRequest {
  warm?: undefined
  hold?: undefined
  picture: ImageBitmap
  /** the upright size of the photo in source pixels: faces are answered in them */
  width: number
  height: number
  model: { json: string; weights: string }
}
export interface FaceResult {
  faces: Face[]
  luma: Luma
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FaceMessage & { id: number }>) => void) | null
  postMessage(message: WorkerReply<FaceResult | null>): void
}

let model: Promise<Model> | null = null
function loadModel(urls: FaceRequest['model']): Promise<Model> {
  model ??= (async () => {
    const [json, weights] = await Promise.all([
      fetch(urls.json).then((r) => (r.ok ? (r.json() as Promise<GraphModelJson>) : Promise.reject(new Error(`model: HTTP ${r.status}`)))),
      fetch(urls.weights).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`weights: HTTP ${r.status}`)))),
    ])
    return parseModel(json, weights)
  })().catch((error: unknown) => {
    model = null // a dropped connection: the next photo tries again
    throw error
  })
  return model
}

/**
 * The picture's own pixels, as RGBA. Only read here: the scaling is detect.ts's, never the
 * canvas's (resample.ts says why).
 */
function pixels(picture: ImageBitmap): Rgba {
  const { width, height } = picture
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D context in the worker')
  context.drawImage(picture, 0, 0)
  return { width, height, data: context.getImageData(0, 0, width, height).data }
}

// The page holds the check while it makes the photo (index.ts, holdFaceCheck).
const check = holdable()

scope.onmessage = async ({ data }) => {
  if (data.hold !== undefined) {
    check.hold(data.hold)
    scope.postMessage({ id: data.id, ok: true, result: null })
    return
  }
  if (data.warm) {
    try {
      await loadModel(data.model)
      scope.postMessage({ id: data.id, ok: true, result: null })
    } catch (error) {
      scope.postMessage({ id: data.id, ok: false, ...failureFrom(error) })
    }
    return
  }
  try {
    const net = await loadModel(data.model)
    const picture = pixels(data.picture)
    const { faces } = await check.run(personFaceSteps(net, picture, data))
    const luma = greyCopy(picture)
    scope.postMessage({ id: data.id, ok: true, result: { faces, luma } })
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, ...failureFrom(error) })
  } finally {
    data.picture.close()
  }
}
scope.postMessage({ ready: true })
