import { captureFrame, captureSizeFor } from '@/features/team-upload/wizard/capture-frame'
import { imageErrorKey, uploadErrorKey } from '@/features/team-upload/wizard/error-text'
import { cameraProblemFor, videoConstraintsFor } from '@/features/team-upload/wizard/step-camera'
import { ApiError } from '@/lib/api'
import { ImageError } from '@/lib/image'
import { isRefusedPicture, pictureClaim } from '@/features/team-upload/wizard/picture-claim'

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
    expect(videoConstraintsFor(facing)).toEqual({
      facingMode: facing,
      width: { ideal: 1080 },
      height: { ideal: 1080 },
      aspectRatio: { ideal: 1 },
    })
  })

  it.each([
    [new DOMException('x', 'NotAllowedError'), 'denied'],
    [new DOMException('x', 'SecurityError'), 'denied'],
    [new DOMException('x', 'NotReadableError'), 'denied'],
    [new DOMException('x', 'NotFoundError'), 'unavailable'],
    [new DOMException('x', 'OverconstrainedError'), 'unavailable'],
    // react-webcam's words for a missing navigator.mediaDevices, and its stand-in's plain Error
    // for a missing getUserMedia (in-app browsers, pages not on HTTPS): no permission to check
    ['getUserMedia not supported', 'no-api'],
    [new Error('getUserMedia is not implemented in this browser'), 'no-api'],
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

  // What the bytes are not, worded by what the file claimed to be (spec §5 and §8).
  it.each([
    ['a PDF', { type: 'application/pdf', name: 'roster.pdf' }, 'wizard.notAnImage'],
    ['a text file', { type: 'text/plain', name: 'notes.txt' }, 'wizard.notAnImage'],
    ['a text file named .jpg', { type: 'image/jpeg', name: 'notes.jpg' }, 'wizard.processFailed'],
    ['a .jpg with no type (WhatsApp)', { type: '', name: 'IMG-2025.jpg' }, 'wizard.processFailed'],
    ['a camera frame', { type: 'image/jpeg' }, 'wizard.processFailed'],
    ['a BMP', { type: 'image/bmp', name: 'a.bmp' }, 'wizard.unsupportedType'],
  ] as const)('bytes that are no image we take, from %s → %s', (_what, file, key) => {
    expect(imageErrorKey(new ImageError('not-image'), false, pictureClaim(file))).toBe(key)
  })

  it.each([
    [new ApiError('missing-data', { kind: 'invalid' }), 'wizard.missingData'],
    [new ApiError('upload-failed', { kind: 'network' }), 'wizard.uploadFailed'],
    [new TypeError('Failed to fetch'), 'wizard.uploadFailed'],
    [new ApiError('upload-offline', { kind: 'network' }), 'wizard.uploadOffline'],
  ] as const)('%s → %s', (error, key) => {
    expect(uploadErrorKey(error)).toBe(key)
  })
})

describe('pictures the wizard refuses before decoding', () => {
  it.each([
    ['gif', { type: 'image/gif', name: 'a.gif' }, true],
    ['gif', { type: 'image/jpeg', name: 'renamed.jpg' }, true], // a GIF named .jpg is still a GIF
    [null, { type: 'image/avif', name: 'a.avif' }, true],
    [null, { type: 'image/jpeg', name: 'notes.jpg' }, false], // → 'Failed to process image'
    [null, { type: 'text/plain', name: 'notes.txt' }, false], // → 'The file given is not an image'
    ['jpeg', { type: 'image/jpeg', name: 'a.jpg' }, false],
    ['heic', { type: 'image/heic', name: 'IMG.HEIC' }, false],
  ] as const)('bytes %s, file %o → refused: %s', (sniffed, file, refused) => {
    expect(isRefusedPicture(sniffed, pictureClaim(file))).toBe(refused)
  })
})
