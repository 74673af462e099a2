import { captureFrame, captureSizeFor } from '@/features/team-upload/wizard/capture-frame'
import { imageErrorKey, uploadErrorKey } from '@/features/team-upload/wizard/error-text'
import { cameraProblemFor, videoConstraintsFor } from '@/features/team-upload/wizard/step-camera'
import { ApiError } from '@/lib/api'
import { ImageError } from '@/lib/image'

describe('camera capture size: the intrinsic frame, short side at least 1000 px so the 80 % crop is 800', () => {
  it.each([
    [720, 720, 1000, 1000], // an older front camera, scaled up
    [640, 480, 1333, 1000],
    [1280, 720, 1778, 1000],
    [1920, 1080, 1920, 1080], // already big enough: never scaled down
    [1080, 1920, 1080, 1920],
    [1000, 1000, 1000, 1000],
  ])('%i × %i → %i × %i', (w, h, ew, eh) => {
    expect(captureSizeFor(w, h)).toEqual({ width: ew, height: eh })
  })

  it('gives nothing while the video has no frame yet', async () => {
    expect(await captureFrame({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement)).toBeNull()
  })
})

describe('camera request and failures', () => {
  it.each(['user', 'environment'] as const)('asks the %s camera for ideal 1080 × 1080, aspect 1', (facing) => {
    expect(videoConstraintsFor(facing)).toEqual({ facingMode: facing, width: { ideal: 1080 }, height: { ideal: 1080 }, aspectRatio: { ideal: 1 } })
  })

  it.each([
    [new DOMException('x', 'NotAllowedError'), 'denied'],
    [new DOMException('x', 'SecurityError'), 'denied'],
    [new DOMException('x', 'NotReadableError'), 'denied'],
    [new DOMException('x', 'NotFoundError'), 'unavailable'],
    [new DOMException('x', 'OverconstrainedError'), 'unavailable'],
    ['getUserMedia not supported', 'unavailable'],
  ] as const)('%s → %s', (error, problem) => {
    expect(cameraProblemFor(error)).toBe(problem)
  })
})

describe('failure texts', () => {
  it.each([
    [new ImageError('not-image'), false, 'wizard.notAnImage'],
    [new ImageError('process-failed'), false, 'wizard.processFailed'],
    [new ImageError('process-failed'), true, 'wizard.heicFailed'],
    [new ImageError('too-large'), false, 'wizard.tooLarge'],
    [new RangeError('bad crop'), false, 'wizard.processFailed'],
  ] as const)('%s (HEIC: %s) → %s', (error, heic, key) => {
    expect(imageErrorKey(error, heic)).toBe(key)
  })

  it.each([
    [new ApiError('missing-data', { kind: 'invalid' }), 'wizard.missingData'],
    [new ApiError('upload-failed', { kind: 'network' }), 'wizard.uploadFailed'],
    [new TypeError('Failed to fetch'), 'wizard.uploadFailed'],
  ] as const)('%s → %s', (error, key) => {
    expect(uploadErrorKey(error)).toBe(key)
  })
})
