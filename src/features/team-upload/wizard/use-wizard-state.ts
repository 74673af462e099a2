// The wizard's state machine (spec §4): select → capture → crop → review → upload, Back → select,
// Retake → capture, Re-crop → crop, success → select. A pure reducer so every transition can be
// table-tested without rendering; side effects (decoding, uploading, object URLs) live in hooks.
//
// Two rules shape it:
// - Nothing the player made is thrown away by a failure: a bad file leaves the wizard where it
//   was, a failed upload keeps the processed photo on Review so Upload can simply be pressed again.
// - Actions that arrive in the wrong state are ignored (return the same object), so a double tap,
//   a late decode after Back, or a progress event after a reset can never move the wizard.
import { useReducer } from 'react'
import { defaultCrop, nudgeCrop, type CropRect } from '@/lib/image/crop'
import type { LoadedSource, PhotoCheck, ProcessedResult } from './image-types'
import type { PlainKey } from './error-text'

import type { WizardStep } from './wizard-step-list'
export { WIZARD_STEPS, stepIndex, type WizardStep } from './wizard-step-list'

/** 'user' is the front (selfie) camera, 'environment' the back one. */
export type Facing = 'user' | 'environment'
/** Where the picture came from: decides where Retake goes. */
export type Origin = 'camera' | 'file'
/** What the wizard is busy with; the UI shows a matching message and disables its buttons. */
/** 'locating': Crop waits for the face check to place the square, so it never jumps under a finger. */
export type Busy = 'preparing' | 'converting' | 'locating' | 'processing' | null

/**
 * What the player is told while an upload is slow, each with Keep waiting / Cancel:
 * 'slow' = no byte moved for a while; 'retrying' = a request failed and is being tried again;
 * 'offline' = the browser is offline (the upload goes on when it is back, within a limit).
 */
export type UploadNotice = 'slow' | 'retrying' | 'offline'

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; retrying: boolean; notice: UploadNotice | null }
  | { status: 'failed' }
  | { status: 'done' }

export type WizardState = {
  step: WizardStep
  /** true once the player has moved between steps: only then does focus follow the step heading */
  navigated: boolean
  facing: Facing
  origin: Origin | null
  /** the decoded, upright picture (crop and review keep it so Re-crop needs no reload) */
  source: LoadedSource | null
  /** in upright source pixels */
  crop: CropRect | null
  /** the player has moved or resized the square: a late face check leaves it where it is */
  cropTouched: boolean
  /** what the face check found on this picture; null until it answers (or when it can't) */
  check: PhotoCheck | null
  result: ProcessedResult | null
  busy: Busy
  /** the message shown in the current step (also toasted by the wizard) */
  error: PlainKey | null
  upload: UploadState
  /** the load in flight (ids come from the caller), so a decode that finishes late is ignored */
  loadId: number
}

export type WizardAction =
  | { type: 'openCamera' }
  | { type: 'setFacing'; facing: Facing }
  | { type: 'loadStarted'; loadId: number; busy: 'preparing' | 'converting' }
  /** `locate`: a face check runs for this picture; the square waits for it (or locateEnded) */
  | { type: 'loadSucceeded'; loadId: number; source: LoadedSource; origin: Origin; locate?: boolean }
  | { type: 'loadFailed'; loadId: number; error: PlainKey }
  | { type: 'setCrop'; crop: CropRect }
  /** the face check of the picture of `loadId` answered */
  | { type: 'photoChecked'; loadId: number; check: PhotoCheck }
  /** the face check of `loadId` can't place the square (failed, or took too long): the centred one stays */
  | { type: 'locateEnded'; loadId: number }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'processStarted' }
  | { type: 'processSucceeded'; result: ProcessedResult }
  | { type: 'processFailed'; error: PlainKey }
  | { type: 'back' }
  | { type: 'retake' }
  | { type: 'recrop' }
  | { type: 'uploadStarted' }
  /** `simulated`: a fallback tick (spec §9), which must not hide 'Retrying…' */
  | { type: 'uploadProgress'; percent: number; simulated?: boolean }
  | { type: 'uploadRetrying' }
  | { type: 'uploadSlow' }
  | { type: 'uploadOffline' }
  | { type: 'uploadOnline' }
  /** the player chose Keep waiting: the notice goes (it comes back if things stay slow) */
  | { type: 'uploadKeepWaiting' }
  /** the player chose Cancel: nothing is lost, Upload sends the same photo again */
  | { type: 'uploadCancelled' }
  | { type: 'uploadSucceeded' }
  | { type: 'uploadFailed'; error: PlainKey }
  | { type: 'reset' }
  | { type: 'dismissError' }

export const initialWizardState: WizardState = {
  step: 'select',
  navigated: false,
  facing: 'user',
  origin: null,
  source: null,
  crop: null,
  cropTouched: false,
  check: null,
  result: null,
  busy: null,
  error: null,
  upload: { status: 'idle' },
  loadId: 0,
}

const isUploading = (s: WizardState) => s.upload.status === 'uploading' || s.upload.status === 'done'

/** Leaves the picture behind and goes to `step` (Back, Retake). */
function startOver(s: WizardState, step: 'select' | 'capture'): WizardState {
  return {
    ...s,
    step,
    navigated: true,
    source: null,
    crop: null,
    cropTouched: false,
    check: null,
    result: null,
    busy: null,
    error: null,
    upload: { status: 'idle' },
  }
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'openCamera':
      if (s.step !== 'select' || s.busy) return s
      // The front camera first: players photograph themselves.
      return { ...s, step: 'capture', navigated: true, origin: 'camera', facing: 'user', error: null }

    case 'setFacing':
      if (s.step !== 'capture' || s.facing === a.facing) return s
      return { ...s, facing: a.facing }

    case 'loadStarted':
      if ((s.step !== 'select' && s.step !== 'capture') || s.busy) return s
      return { ...s, busy: a.busy, error: null, loadId: a.loadId }

    case 'loadSucceeded':
      // busy is cleared by Back/Retake/reset, so a decode that lands after them is dropped
      if (a.loadId !== s.loadId || (s.busy !== 'preparing' && s.busy !== 'converting')) return s
      return {
        ...s,
        step: 'crop',
        navigated: true,
        origin: a.origin,
        source: a.source,
        crop: defaultCrop(a.source.width, a.source.height),
        cropTouched: false,
        check: null,
        result: null,
        busy: a.locate ? 'locating' : null,
        error: null,
      }

    case 'loadFailed':
      // busy is cleared by Back/Retake/reset, so a decode that lands after them is dropped
      if (a.loadId !== s.loadId || (s.busy !== 'preparing' && s.busy !== 'converting')) return s
      return { ...s, busy: null, error: a.error }

    case 'setCrop':
      if (s.step !== 'crop' || s.busy) return s
      return { ...s, crop: a.crop, cropTouched: true }

    case 'nudge':
      if (s.step !== 'crop' || s.busy || !s.crop || !s.source) return s
      return { ...s, crop: nudgeCrop(s.crop, a.dx, a.dy, s.source), cropTouched: true }

    case 'photoChecked': {
      if (a.loadId !== s.loadId || !s.source || (s.step !== 'crop' && s.step !== 'review')) return s
      // The square goes onto the face only while Crop waits for it (nothing shown yet): a square
      // the player has seen never moves by itself, so tapping 'Use photo' at once or later makes
      // the same photo. A later answer only adds its warnings.
      const place = s.step === 'crop' && s.busy === 'locating'
      return { ...s, check: a.check, crop: place && a.check.faceCrop ? a.check.faceCrop : s.crop, busy: place ? null : s.busy }
    }

    case 'locateEnded':
      if (a.loadId !== s.loadId || s.step !== 'crop' || s.busy !== 'locating') return s
      return { ...s, busy: null }

    case 'processStarted':
      if (s.step !== 'crop' || s.busy || !s.crop) return s
      return { ...s, busy: 'processing', error: null }

    case 'processSucceeded':
      if (s.step !== 'crop' || s.busy !== 'processing') return s
      return { ...s, step: 'review', navigated: true, result: a.result, busy: null, error: null, upload: { status: 'idle' } }

    case 'processFailed':
      if (s.step !== 'crop' || s.busy !== 'processing') return s
      return { ...s, busy: null, error: a.error }

    case 'back':
      if (s.step === 'select' || isUploading(s)) return s
      return startOver(s, 'select')

    case 'retake':
      if (s.step !== 'review' || isUploading(s)) return s
      return startOver(s, s.origin === 'camera' ? 'capture' : 'select')

    case 'recrop':
      if (s.step !== 'review' || isUploading(s) || !s.source) return s
      return { ...s, step: 'crop', navigated: true, result: null, error: null, upload: { status: 'idle' } }

    case 'uploadStarted':
      if (s.step !== 'review' || !s.result || isUploading(s)) return s
      return { ...s, error: null, upload: { status: 'uploading', percent: 0, retrying: false, notice: null } }

    case 'uploadProgress': {
      if (s.upload.status !== 'uploading') return s
      // Never backwards: real progress may start below where the simulated ticks got to.
      const percent = Math.max(s.upload.percent, Math.min(100, Math.round(a.percent)))
      // Bytes moving again means the retry is under way (and the connection is back); a 'slow'
      // notice stays until the player answers it, so its buttons never vanish under a thumb.
      const retrying = s.upload.retrying && a.simulated === true
      const notice = a.simulated === true || s.upload.notice === 'slow' ? s.upload.notice : null
      if (percent === s.upload.percent && retrying === s.upload.retrying && notice === s.upload.notice) return s
      return { ...s, upload: { status: 'uploading', percent, retrying, notice } }
    }

    case 'uploadRetrying':
      if (s.upload.status !== 'uploading' || s.upload.retrying) return s
      return { ...s, upload: { ...s.upload, retrying: true, notice: s.upload.notice === 'offline' ? 'offline' : 'retrying' } }

    case 'uploadSlow':
      if (s.upload.status !== 'uploading' || s.upload.notice) return s
      return { ...s, upload: { ...s.upload, notice: 'slow' } }

    case 'uploadOffline':
      if (s.upload.status !== 'uploading' || s.upload.notice === 'offline') return s
      return { ...s, upload: { ...s.upload, notice: 'offline' } }

    case 'uploadOnline':
      if (s.upload.status !== 'uploading' || s.upload.notice !== 'offline') return s
      return { ...s, upload: { ...s.upload, notice: s.upload.retrying ? 'retrying' : null } }

    case 'uploadKeepWaiting':
      if (s.upload.status !== 'uploading' || !s.upload.notice) return s
      return { ...s, upload: { ...s.upload, notice: null } }

    case 'uploadCancelled':
      if (s.upload.status !== 'uploading') return s
      return { ...s, error: 'wizard.uploadCancelled', upload: { status: 'failed' } }

    case 'uploadSucceeded':
      if (s.upload.status !== 'uploading') return s
      return { ...s, upload: { status: 'done' } }

    case 'uploadFailed':
      // Spec §8: the progress resets; the photo stays so Upload can be pressed again.
      if (s.upload.status !== 'uploading') return s
      return { ...s, error: a.error, upload: { status: 'failed' } }

    case 'reset':
      if (s.upload.status !== 'done') return s
      // navigated: false, so the fresh Select step does not pull focus away from the page's
      // 'Upload Successful' overlay, which has it now.
      return initialWizardState

    case 'dismissError':
      return s.error ? { ...s, error: null } : s
  }
}

export function useWizardState() {
  return useReducer(wizardReducer, initialWizardState)
}
