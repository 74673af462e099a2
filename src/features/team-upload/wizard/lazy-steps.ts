// The camera and crop steps carry the heavy libraries (react-webcam, react-image-crop + CSS), so
// they load only when a player gets there, never with the team page; so do the image
// pipeline (decoder, encoder, their workers), the Review step and the upload's code, which
// arrive while the picker or camera is open. A chunk that fails on a
// weak network is retried before giving up; after that the StepBoundary offers Try Again, which
// asks for fresh lazy components (React.lazy remembers a failure forever).
import { lazy } from 'react'
import { preloadUpload } from '@/lib/api'

const RETRY_DELAYS_MS = [500, 1500]

export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt]
      if (delay === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

const loadCamera = () => import('./step-camera')
const loadCrop = () => import('./step-crop')
const loadReview = () => import('./step-review')
const loadPipeline = () => import('@/lib/image')
const loadFaceCheck = () => import('@/lib/face')

export function loadImagePipeline() {
  return importWithRetry(loadPipeline)
}

export function createLazySteps() {
  return {
    StepCamera: lazy(() => importWithRetry(loadCamera).then((m) => ({ default: m.StepCamera }))),
    StepCrop: lazy(() => importWithRetry(loadCrop).then((m) => ({ default: m.StepCrop }))),
    StepReview: lazy(() => importWithRetry(loadReview).then((m) => ({ default: m.StepReview }))),
  }
}
export type LazySteps = ReturnType<typeof createLazySteps>

/** Starts downloading a step's code while the player is still deciding or picking a file. */
export function preloadStep(step: 'camera' | 'crop'): void {
  // The pipeline's worker starts too, so its encoder compiles before the first photo needs it,
  // and so does the face check's with its model: started once the photo is chosen,
  // they took the two cores of a small phone from the photo's decode.
  const loads = [
    step === 'camera' ? loadCamera() : loadCrop(),
    loadReview(),
    loadPipeline().then((m) => m.warmImagePipeline()),
    loadFaceCheck().then((m) => m.warmFaceCheck()),
  ]
  preloadUpload()
  for (const load of loads) {
    load.catch(() => {
      // Only a head start: the real import retries and reports.
    })
  }
}
