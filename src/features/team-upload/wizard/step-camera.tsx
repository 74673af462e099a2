// Capture: the live camera. Loaded lazily with react-webcam, so players who choose a file never
// download it. The stream stops when this step unmounts (react-webcam stops it, and so do we,
// in case its request was still pending).
import { useEffect, useMemo, useRef, useState } from 'react'
import Webcam from 'react-webcam'
import { Button } from '@/components/button'
import { CAMERA_IDEAL_SIDE_PX } from '@/config/constants'
import { useT } from '@/i18n'
import { captureFrame } from './capture-frame'
import { AlertIcon, CameraIcon, ImageIcon, MirrorIcon, Spinner, SwitchCameraIcon } from '@/components/icons'
import { BusyNote, InlineError, StepHeading } from './step-parts'
import type { Busy, Facing } from './use-wizard-state'
import type { PlainKey } from './error-text'

/**
 * - 'no-api': this browser can't open a camera from a web page at all (many in-app browsers, a
 *   page not on HTTPS). Permissions won't help: the player is told so and given the file picker.
 * - 'unavailable': there is no camera (or none that fits).
 * - 'denied': the camera exists but the page may not have it (spec §2's 'Camera Access Denied').
 */
export type CameraProblem = 'denied' | 'unavailable' | 'no-api'

/** What a browser's getUserMedia rejects with (DOMException names; OverconstrainedError in old Safari). */
const MEDIA_ERROR_NAMES = new Set([
  'NotAllowedError',
  'PermissionDeniedError',
  'SecurityError',
  'NotReadableError',
  'TrackStartError',
  'AbortError',
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
  'TypeError',
])

export function cameraProblemFor(error: string | DOMException | Error): CameraProblem {
  // react-webcam says so in a string when navigator.mediaDevices is missing, and its stand-in for
  // a missing getUserMedia rejects with a plain Error: neither is a refusal by the player.
  if (typeof error === 'string') return 'no-api'
  if (!(error instanceof DOMException) && !MEDIA_ERROR_NAMES.has(error.name)) return 'no-api'
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError', 'ConstraintNotSatisfiedError', 'TypeError'].includes(error.name))
    return 'unavailable'
  // NotAllowedError, SecurityError, NotReadableError (camera busy in another app), AbortError…:
  // in every case the player's way out is the permission settings or another camera.
  return 'denied'
}

const PROBLEM_TITLES = { denied: 'camera.deniedTitle', unavailable: 'camera.notFoundTitle', 'no-api': 'camera.noApiTitle' } as const
const PROBLEM_MESSAGES = { denied: 'camera.deniedMessage', unavailable: 'camera.unavailable', 'no-api': 'camera.noApiMessage' } as const

export function videoConstraintsFor(facing: Facing): MediaTrackConstraints {
  // Spec §9 (ideal square, aspect 1) at 1080 rather than 720: see CAMERA_IDEAL_SIDE_PX. All
  // "ideal", so no phone fails the request for not matching; capture-frame.ts scales up what
  // comes short.
  return {
    facingMode: facing,
    width: { ideal: CAMERA_IDEAL_SIDE_PX },
    height: { ideal: CAMERA_IDEAL_SIDE_PX },
    aspectRatio: { ideal: 1 },
  }
}

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop())
}

type Props = {
  facing: Facing
  busy: Busy
  error: PlainKey | null
  onFacingChange: (facing: Facing) => void
  onCaptured: (frame: Blob) => void
  onChooseFile: () => void
  onBack: () => void
}

export function StepCamera({ facing, busy, error, onFacingChange, onCaptured, onChooseFile, onBack }: Props) {
  const { t } = useT()
  const webcam = useRef<Webcam>(null)
  const stream = useRef<MediaStream | null>(null)
  const capturing = useRef(false)
  // Mirroring is for the preview only (it feels natural for a selfie); the saved photo never is.
  const [mirror, setMirror] = useState(facing === 'user')
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [ready, setReady] = useState(false)
  // Bumped by Try Again: a fresh <Webcam> asks for the camera again even with the same facing.
  const [attempt, setAttempt] = useState(0)
  const constraints = useMemo(() => videoConstraintsFor(facing), [facing])

  useEffect(() => () => stopStream(stream.current), [])

  const switchCamera = (next: Facing) => {
    stopStream(stream.current)
    stream.current = null
    setMirror(next === 'user')
    setReady(false)
    setProblem(null)
    onFacingChange(next)
  }

  const tryAgain = () => {
    // Spec §2: Try Again switches to the back camera (a denied front camera is the usual case,
    // and some phones only let the page have one of the two).
    switchCamera('environment')
    setAttempt((n) => n + 1)
  }

  const shoot = async () => {
    const video = webcam.current?.video
    if (!video || capturing.current || busy) return
    capturing.current = true
    try {
      const frame = await captureFrame(video)
      if (frame) onCaptured(frame)
    } finally {
      capturing.current = false
    }
  }

  const disabled = busy !== null
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{t('wizard.takePhoto')}</StepHeading>

      {problem ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-slate-50 p-5 text-center ring-1 ring-slate-200">
          <AlertIcon className="size-10 text-amber-600" />
          {/* Spec §2's texts for a denied camera; a missing camera, or a browser that can't
              open one at all, says that instead, so nobody hunts for a permission that isn't there. */}
          <h4 className="text-lg font-bold text-slate-900">{t(PROBLEM_TITLES[problem])}</h4>
          <p className="text-[0.9375rem] text-slate-700">{t(PROBLEM_MESSAGES[problem])}</p>
          {problem === 'denied' && <p className="text-sm text-slate-600">{t('camera.inAppBrowser')}</p>}
          <div className="mt-1 flex w-full flex-col gap-2">
            {problem === 'no-api' ? (
              <Button size="lg" onClick={onChooseFile}>
                <ImageIcon className="size-5" />
                {t('camera.chooseInstead')}
              </Button>
            ) : (
              <>
                <Button size="lg" onClick={tryAgain}>
                  {t('camera.tryAgain')}
                </Button>
                <Button size="lg" variant="secondary" onClick={onChooseFile}>
                  <ImageIcon className="size-5" />
                  {t('camera.chooseInstead')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : (
        <>
          <div className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-2xl bg-slate-900">
            <Webcam
              key={`${facing}-${attempt}`}
              ref={webcam}
              audio={false}
              mirrored={false}
              videoConstraints={constraints}
              aria-label={t('camera.preview')}
              className="size-full object-contain"
              style={mirror ? { transform: 'scaleX(-1)' } : undefined}
              onUserMedia={(s) => {
                stream.current = s
                setReady(true)
              }}
              onUserMediaError={(e) => {
                setReady(false)
                setProblem(cameraProblemFor(e))
              }}
            />
            {!ready && (
              <p
                role="status"
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-[0.9375rem] text-white"
              >
                <Spinner className="size-8" />
                {t('camera.starting')}
                <span className="text-sm text-slate-300">{t('camera.inAppBrowser')}</span>
              </p>
            )}
          </div>

          <div className="flex items-center gap-3">
            <Button
              variant="secondary"
              size="icon-lg"
              pill
              onClick={() => switchCamera(facing === 'user' ? 'environment' : 'user')}
              disabled={disabled}
              title={t('camera.switch')}
            >
              <SwitchCameraIcon className="size-6" />
              <span className="sr-only">
                {t('camera.switch')} ({facing === 'user' ? t('camera.front') : t('camera.back')})
              </span>
            </Button>
            <Button size="lg" pill className="min-h-14 flex-1 text-[1.0625rem]" onClick={() => void shoot()} disabled={!ready || disabled}>
              <CameraIcon />
              {t('camera.shutter')}
            </Button>
            <Button
              variant={mirror ? 'primary' : 'secondary'}
              size="icon-lg"
              pill
              role="switch"
              aria-checked={mirror}
              onClick={() => setMirror((m) => !m)}
              disabled={disabled}
              title={t('camera.mirror')}
            >
              <MirrorIcon className="size-6" />
              <span className="sr-only">{t('camera.mirror')}</span>
            </Button>
          </div>
        </>
      )}

      {busy === 'preparing' && <BusyNote>{t('wizard.processing')}</BusyNote>}
      {busy === 'converting' && <BusyNote>{t('wizard.converting')}</BusyNote>}
      {error && <InlineError>{t(error)}</InlineError>}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={disabled}>
          {t('common.back')}
        </Button>
        {!problem && (
          <Button variant="link" className="underline" onClick={onChooseFile} disabled={disabled}>
            <ImageIcon className="size-5" />
            {t('camera.chooseInstead')}
          </Button>
        )}
      </div>
    </div>
  )
}
