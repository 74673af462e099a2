// The wizard's transitions (spec §4) as a table: from a state, an action leads to a step, and
// actions that make no sense in a state leave it untouched (same object).
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from '@/features/team-upload/wizard/use-wizard-state'
import type { LoadedSource, PhotoCheck, ProcessedResult } from '@/features/team-upload/wizard/image-types'

const source: LoadedSource = {
  source: new Blob(['x'], { type: 'image/jpeg' }),
  type: 'jpeg',
  width: 3000,
  height: 4000,
  previewUrl: 'blob:preview',
  revoke: () => {},
}
const result: ProcessedResult = {
  photo: new Blob(['p'], { type: 'image/jpeg' }),
  thumb: new Blob(['t'], { type: 'image/jpeg' }),
  side: 1920,
  width: 1920,
  height: 1920,
  previewUrl: 'blob:result',
}

const select = initialWizardState
const capture: WizardState = { ...select, step: 'capture', navigated: true, origin: 'camera' }
const loadingFile: WizardState = { ...select, busy: 'preparing', loadId: 7 }
const crop: WizardState = {
  ...select,
  step: 'crop',
  navigated: true,
  origin: 'file',
  source,
  crop: { x: 300, y: 800, width: 2400, height: 2400 },
}
const processing: WizardState = { ...crop, busy: 'processing' }
// the face check of the picture of loadId 7: a square on the face
const onFace = { x: 1700, y: 400, width: 900, height: 900 }
const check: PhotoCheck = { faceCrop: onFace, findingsFor: () => [] }
const noFace: PhotoCheck = { faceCrop: null, findingsFor: () => ['no-face'] }
const cropOf7: WizardState = { ...crop, loadId: 7 }
const touched: WizardState = { ...cropOf7, cropTouched: true }
// Crop waiting for the face check to place the square (no jump after it shows)
const locating: WizardState = { ...cropOf7, busy: 'locating' }
const review: WizardState = { ...crop, step: 'review', result }
const reviewFromCamera: WizardState = { ...review, origin: 'camera' }
const uploading: WizardState = { ...review, upload: { status: 'uploading', percent: 40, retrying: false, notice: null } }
const retrying: WizardState = { ...review, upload: { status: 'uploading', percent: 40, retrying: true, notice: 'retrying' } }
const slow: WizardState = { ...review, upload: { status: 'uploading', percent: 40, retrying: false, notice: 'slow' } }
const offline: WizardState = { ...review, upload: { status: 'uploading', percent: 40, retrying: true, notice: 'offline' } }
const failed: WizardState = { ...review, error: 'wizard.uploadFailed', upload: { status: 'failed' } }
const done: WizardState = { ...review, upload: { status: 'done' } }

type Row = [name: string, from: WizardState, action: WizardAction, expected: Partial<WizardState>]

const moves: Row[] = [
  ['Take photo opens the front camera', select, { type: 'openCamera' }, { step: 'capture', facing: 'user', origin: 'camera' }],
  [
    'a file starts loading on Select',
    select,
    { type: 'loadStarted', loadId: 1, busy: 'converting' },
    { step: 'select', busy: 'converting', loadId: 1 },
  ],
  [
    'a camera frame starts loading on Capture',
    capture,
    { type: 'loadStarted', loadId: 2, busy: 'preparing' },
    { step: 'capture', busy: 'preparing' },
  ],
  [
    'a loaded file goes to Crop with the default crop',
    loadingFile,
    { type: 'loadSucceeded', loadId: 7, source, origin: 'file' },
    { step: 'crop', busy: null, source, crop: { x: 300, y: 800, width: 2400, height: 2400 } },
  ],
  [
    'a file that is not an image stays on Select with the message',
    loadingFile,
    { type: 'loadFailed', loadId: 7, error: 'wizard.notAnImage' },
    { step: 'select', busy: null, error: 'wizard.notAnImage' },
  ],
  ['the camera switches to the back', capture, { type: 'setFacing', facing: 'environment' }, { facing: 'environment' }],
  ['Back on Capture returns to Select', capture, { type: 'back' }, { step: 'select' }],
  ['Back on Crop returns to Select and lets go of the picture', crop, { type: 'back' }, { step: 'select', source: null, crop: null }],
  [
    'the crop follows the player',
    crop,
    { type: 'setCrop', crop: { x: 0, y: 0, width: 900, height: 900 } },
    { crop: { x: 0, y: 0, width: 900, height: 900 } },
  ],
  [
    'a nudge moves the crop in source pixels',
    crop,
    { type: 'nudge', dx: 100, dy: -10 },
    { crop: { x: 400, y: 790, width: 2400, height: 2400 } },
  ],
  ['a nudge never leaves the image', crop, { type: 'nudge', dx: 1000, dy: 0 }, { crop: { x: 600, y: 800, width: 2400, height: 2400 } }],
  ['Use photo starts processing', crop, { type: 'processStarted' }, { step: 'crop', busy: 'processing' }],
  ['processed goes to Review', processing, { type: 'processSucceeded', result }, { step: 'review', result, busy: null }],
  [
    'a failed processing stays on Crop with the message',
    processing,
    { type: 'processFailed', error: 'wizard.processFailed' },
    { step: 'crop', busy: null, error: 'wizard.processFailed', source },
  ],
  ['Retake of a file returns to Select', review, { type: 'retake' }, { step: 'select', source: null, result: null }],
  ['Retake of a camera photo returns to Capture', reviewFromCamera, { type: 'retake' }, { step: 'capture', source: null, result: null }],
  [
    'Re-crop returns to Crop with the same picture and crop',
    review,
    { type: 'recrop' },
    { step: 'crop', source, crop: review.crop, result: null },
  ],
  ['Back on Review returns to Select', review, { type: 'back' }, { step: 'select', result: null }],
  [
    'Upload starts at 0 %',
    review,
    { type: 'uploadStarted' },
    { upload: { status: 'uploading', percent: 0, retrying: false, notice: null } },
  ],
  [
    'progress moves the bar',
    uploading,
    { type: 'uploadProgress', percent: 73.4 },
    { upload: { status: 'uploading', percent: 73, retrying: false, notice: null } },
  ],
  [
    'progress never goes backwards',
    uploading,
    { type: 'uploadProgress', percent: 10 },
    { upload: { status: 'uploading', percent: 40, retrying: false, notice: null } },
  ],
  [
    'a retry says Retrying… and why, at once',
    uploading,
    { type: 'uploadRetrying' },
    { upload: { status: 'uploading', percent: 40, retrying: true, notice: 'retrying' } },
  ],
  [
    'real progress after a retry clears Retrying… and its notice',
    retrying,
    { type: 'uploadProgress', percent: 50 },
    { upload: { status: 'uploading', percent: 50, retrying: false, notice: null } },
  ],
  [
    'a simulated tick keeps Retrying…',
    retrying,
    { type: 'uploadProgress', percent: 50, simulated: true },
    { upload: { status: 'uploading', percent: 50, retrying: true, notice: 'retrying' } },
  ],
  [
    'no progress for a while: the slow-network notice',
    uploading,
    { type: 'uploadSlow' },
    { upload: { status: 'uploading', percent: 40, retrying: false, notice: 'slow' } },
  ],
  [
    'the slow notice stays when bytes move (its buttons never vanish under a thumb)',
    slow,
    { type: 'uploadProgress', percent: 60 },
    { upload: { status: 'uploading', percent: 60, retrying: false, notice: 'slow' } },
  ],
  [
    'Keep waiting hides the notice, the upload goes on',
    slow,
    { type: 'uploadKeepWaiting' },
    { upload: { status: 'uploading', percent: 40, retrying: false, notice: null } },
  ],
  [
    'Cancel keeps the photo on Review and says so',
    slow,
    { type: 'uploadCancelled' },
    { step: 'review', result, error: 'wizard.uploadCancelled', upload: { status: 'failed' } },
  ],
  [
    'offline is said at once, over any other notice',
    slow,
    { type: 'uploadOffline' },
    { upload: { status: 'uploading', percent: 40, retrying: false, notice: 'offline' } },
  ],
  [
    'a retry while offline still says offline',
    { ...uploading, upload: { status: 'uploading', percent: 40, retrying: false, notice: 'offline' } },
    { type: 'uploadRetrying' },
    { upload: { status: 'uploading', percent: 40, retrying: true, notice: 'offline' } },
  ],
  [
    'back online during a retry: the retry notice',
    offline,
    { type: 'uploadOnline' },
    { upload: { status: 'uploading', percent: 40, retrying: true, notice: 'retrying' } },
  ],
  [
    'a failed upload keeps the photo on Review',
    uploading,
    { type: 'uploadFailed', error: 'wizard.uploadFailed' },
    { step: 'review', result, error: 'wizard.uploadFailed', upload: { status: 'failed' } },
  ],
  [
    'Upload again after a failure',
    failed,
    { type: 'uploadStarted' },
    { step: 'review', result, error: null, upload: { status: 'uploading', percent: 0, retrying: false, notice: null } },
  ],
  ['success marks the upload done', uploading, { type: 'uploadSucceeded' }, { step: 'review', upload: { status: 'done' } }],
  [
    'a picture with a face check to come waits on Crop for it, square not placed yet',
    loadingFile,
    { type: 'loadSucceeded', loadId: 7, source, origin: 'file', locate: true },
    { step: 'crop', busy: 'locating' },
  ],
  [
    'the face check places the waiting square on the face',
    locating,
    { type: 'photoChecked', loadId: 7, check },
    { crop: onFace, check, busy: null },
  ],
  [
    'without a face the centred square is placed, with the check kept for its warnings',
    locating,
    { type: 'photoChecked', loadId: 7, check: noFace },
    { crop: crop.crop, check: noFace, busy: null },
  ],
  [
    'a check that takes too long: the centred square is placed',
    locating,
    { type: 'locateEnded', loadId: 7 },
    { crop: crop.crop, busy: null, check: null },
  ],
  [
    'a square on screen never jumps: a late check only adds its warnings',
    cropOf7,
    { type: 'photoChecked', loadId: 7, check },
    { crop: crop.crop, check },
  ],
  ['a square the player moved stays where they put it', touched, { type: 'photoChecked', loadId: 7, check }, { crop: crop.crop, check }],
  ["moving the square marks it as the player's", crop, { type: 'setCrop', crop: onFace }, { cropTouched: true }],
  ['a nudge marks it too', crop, { type: 'nudge', dx: 1, dy: 0 }, { cropTouched: true }],
  [
    'a check that lands on Review is kept for its warnings, the square untouched',
    { ...review, loadId: 7 },
    { type: 'photoChecked', loadId: 7, check },
    { step: 'review', crop: crop.crop, check },
  ],
  [
    'a check that lands while processing keeps the square being processed',
    { ...processing, loadId: 7 },
    { type: 'photoChecked', loadId: 7, check },
    { crop: crop.crop, check },
  ],
  [
    "a new picture forgets the last one's check and touches",
    { ...loadingFile, check, cropTouched: true },
    { type: 'loadSucceeded', loadId: 7, source, origin: 'file' },
    { check: null, cropTouched: false },
  ],
  [
    'after success the wizard resets to Select',
    done,
    { type: 'reset' },
    { step: 'select', source: null, result: null, upload: { status: 'idle' } },
  ],
]

describe('wizard transitions', () => {
  it.each(moves)('%s', (_name, from, action, expected) => {
    expect(wizardReducer(from, action)).toMatchObject(expected)
  })
})

const ignored: [name: string, from: WizardState, action: WizardAction][] = [
  ['a second Upload tap while uploading', uploading, { type: 'uploadStarted' }],
  ['Upload after success', done, { type: 'uploadStarted' }],
  ['Retake while uploading', uploading, { type: 'retake' }],
  ['Re-crop while uploading', uploading, { type: 'recrop' }],
  ['Back while uploading', uploading, { type: 'back' }],
  ['a decode that finishes after Back', { ...select, loadId: 7 }, { type: 'loadSucceeded', loadId: 7, source, origin: 'file' }],
  ['a decode of an older pick', loadingFile, { type: 'loadSucceeded', loadId: 6, source, origin: 'file' }],
  ['a second pick while one is loading', loadingFile, { type: 'loadStarted', loadId: 8, busy: 'preparing' }],
  ['Use photo twice', processing, { type: 'processStarted' }],
  ['moving the crop while processing', processing, { type: 'setCrop', crop: { x: 0, y: 0, width: 10, height: 10 } }],
  ['progress after a failure', failed, { type: 'uploadProgress', percent: 50 }],
  ['reset before success', review, { type: 'reset' }],
  ['Take photo while a file loads', loadingFile, { type: 'openCamera' }],
  ['Back on Select', select, { type: 'back' }],
  ['a second slow notice over one shown', retrying, { type: 'uploadSlow' }],
  ['Keep waiting without a notice', uploading, { type: 'uploadKeepWaiting' }],
  ['Cancel after a failure', failed, { type: 'uploadCancelled' }],
  ['Cancel after success', done, { type: 'uploadCancelled' }],
  ['online when nobody said offline', slow, { type: 'uploadOnline' }],
  ['the face check of an earlier picture', cropOf7, { type: 'photoChecked', loadId: 6, check }],
  ['Use photo while the square is being placed', locating, { type: 'processStarted' }],
  ['moving a square not shown yet', locating, { type: 'setCrop', crop: onFace }],
  ['the wait ending for an earlier picture', locating, { type: 'locateEnded', loadId: 6 }],
  ['the wait ending after the square was placed', cropOf7, { type: 'locateEnded', loadId: 7 }],
  ['a face check after Back', { ...select, loadId: 7 }, { type: 'photoChecked', loadId: 7, check }],
]

describe('actions that make no sense in a state are ignored', () => {
  it.each(ignored)('%s', (_name, from, action) => {
    expect(wizardReducer(from, action)).toBe(from)
  })
})

it('focus follows the step heading only after the first move', () => {
  expect(initialWizardState.navigated).toBe(false)
  expect(wizardReducer(select, { type: 'openCamera' }).navigated).toBe(true)
  // after success the page's overlay has focus: the reset wizard leaves it there
  expect(wizardReducer(done, { type: 'reset' }).navigated).toBe(false)
})
