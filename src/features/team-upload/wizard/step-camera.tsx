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

type CameraProblem = 'denied' | 'unavailable'

/** react-webcam reports a string when getUserMedia is missing (insecure page, old in-app browser). */
export function cameraProblemFor(error: string | DOMException): CameraProblem {
  if (typeof error === 'string') return 'unavailable'
  if (error.name === 'NotFoundError' || error.name === 'DevicesNotFoundError' || error.name === 'OverconstrainedError') return 'unavailable'
  // NotAllowedError, SecurityError, NotReadableError (camera busy in another app), AbortError…:
  // in every case the player's way out is the permission settings or another camera.
  return 'denied'
}

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
          {/* Spec §2's texts for every failure; a missing camera also says so plainly. */}
          <h4 className="text-lg font-bold text-slate-900">{t('camera.deniedTitle')}</h4>
          <p className="text-[15px] text-slate-700">{t('camera.deniedMessage')}</p>
          {problem === 'unavailable' && <p className="text-[15px] text-slate-700">{t('camera.unavailable')}</p>}
          <p className="text-sm text-slate-600">{t('camera.inAppBrowser')}</p>
          <div className="mt-1 flex w-full flex-col gap-2">
            <Button size="lg" onClick={tryAgain}>
              {t('camera.tryAgain')}
            </Button>
            <Button size="lg" variant="secondary" onClick={onChooseFile}>
              <ImageIcon className="size-5" />
              {t('camera.chooseInstead')}
            </Button>
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
              <p role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-[15px] text-white">
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
            <Button size="lg" pill className="min-h-14 flex-1 text-[17px]" onClick={() => void shoot()} disabled={!ready || disabled}>
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
