// The photo wizard of the team page: Select → Capture → Crop → Review → Upload (spec §2, §4).
// This file only wires the state machine (use-wizard-state.ts) to the steps and the slow work
// (use-picture-actions.ts, use-photo-upload.ts). The page renders it with key={player.id}, so a
// different player always starts from a clean wizard (and an unticked consent box: each player
// consents for their own photo).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useT } from '@/i18n'
import type { RosterPlayer } from '@/lib/api'
import { consentNeeded, useConsent } from '../consent-context'
import { useTeamLink } from '../team-link-context'
import { ConsentCheck } from './consent-check'
import { createLazySteps, preloadStep } from './lazy-steps'
import { StepBoundary } from './step-boundary'
import { PhotoFileInput, StepLoadFailed } from './step-loading'
import { BusyNote, FocusStepHeading } from './step-parts'
import { StepSelect } from './step-select'
import { usePhotoUpload, type UploadRefusal } from './use-photo-upload'
import { usePictureActions } from './use-picture-actions'
import { useWizardState } from './use-wizard-state'
import { WizardSteps } from './wizard-steps'

export type PhotoWizardProps = {
  player: RosterPlayer
  onUploaded: (updated: RosterPlayer) => void
  /** the server refused because the player left the roster or the photo was approved meanwhile */
  onRefused?: (refusal: Exclude<UploadRefusal, 'consent-required'>, player: RosterPlayer) => void
  /** Review's 'Not you?': back to the list of names */
  onNotYou?: () => void
}

/** What the player asked for on the Select step before the wizard's code was in (wizard-launcher.tsx). */
export type WizardStart = { kind: 'camera' } | { kind: 'file'; file: File }

export function PhotoWizard({ player, onUploaded, onRefused, onNotYou, start }: PhotoWizardProps & { start?: WizardStart }) {
  const { t } = useT()
  const [state, dispatch] = useWizardState()
  const [steps, setSteps] = useState(createLazySteps)
  const fileInput = useRef<HTMLInputElement>(null)
  const { event } = useTeamLink()
  const { openPicture, makePhoto, prepareCrop } = usePictureActions(dispatch, event.photoSide)
  const consent = useConsent()
  const [agreed, setAgreed] = useState(false)
  const [consentMissing, setConsentMissing] = useState(false)
  const consentBox = useRef<HTMLInputElement>(null)
  const { reload: reloadConsent } = consent
  const uploaded = useCallback(
    (updated: RosterPlayer) => {
      setAgreed(false) // a further photo for this player is consented to anew
      onUploaded(updated)
    },
    [onUploaded],
  )
  const refused = useCallback(
    (refusal: UploadRefusal, who: RosterPlayer) => {
      // The event asks for consent now (switched on after the page loaded): show the box.
      if (refusal === 'consent-required') reloadConsent()
      else onRefused?.(refusal, who)
    },
    [reloadConsent, onRefused],
  )
  // What the face check says of the square on screen (and, on Review, of the photo made from it):
  // shown as warnings, and sent with the upload. Null until the check answers, or when it can't.
  const findings = useMemo(() => (state.crop && state.check ? state.check.findingsFor(state.crop) : null), [state.crop, state.check])
  const upload = usePhotoUpload({
    player,
    result: state.result,
    findings,
    dispatch,
    onUploaded: uploaded,
    consent: agreed,
    onRefused: refused,
  })
  const startUpload = () => {
    if (consent.status !== 'ready') return
    if (consentNeeded(consent) && !agreed) {
      setConsentMissing(true)
      consentBox.current?.focus()
      return
    }
    void upload.start()
  }

  // Previews are object URLs of decoded photos (megabytes each): free them as soon as the wizard
  // lets go of a picture, and when it unmounts.
  useEffect(() => {
    const source = state.source
    return () => source?.revoke()
  }, [state.source])
  useEffect(() => {
    if (state.step === 'crop' && state.source && state.crop && !state.busy) prepareCrop(state.source, state.crop)
  }, [state.step, state.source, state.crop, state.busy, prepareCrop])
  useEffect(() => {
    const url = state.result?.previewUrl
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [state.result])

  const chooseFile = () => {
    preloadStep('crop') // download the crop step while the player browses their photos
    fileInput.current?.click()
  }
  const back = () => dispatch({ type: 'back' })
  // Carry on from where the launcher's Select step left off, once (a ref, not state: StrictMode's
  // second mount must not open the picture twice).
  const started = useRef(false)
  useEffect(() => {
    if (!start || started.current) return
    started.current = true
    if (start.kind === 'camera') dispatch({ type: 'openCamera' })
    else void openPicture(start.file, 'file')
  }, [start, dispatch, openPicture])

  let content
  switch (state.step) {
    case 'select':
      content = (
        <StepSelect
          busy={state.busy}
          error={state.error}
          onTakePhoto={() => dispatch({ type: 'openCamera' })}
          onChoosePhoto={chooseFile}
          onIntent={(what) => preloadStep(what === 'camera' ? 'camera' : 'crop')}
        />
      )
      break
    case 'capture':
      content = (
        <steps.StepCamera
          facing={state.facing}
          busy={state.busy}
          error={state.error}
          onFacingChange={(facing) => dispatch({ type: 'setFacing', facing })}
          onCaptured={(frame) => {
            preloadStep('crop')
            void openPicture(frame, 'camera')
          }}
          onChooseFile={chooseFile}
          onBack={back}
        />
      )
      break
    case 'crop':
      content = state.source && state.crop && (
        <steps.StepCrop
          source={state.source}
          crop={state.crop}
          findings={findings ?? undefined}
          busy={state.busy}
          error={state.error}
          onCropChange={(crop) => dispatch({ type: 'setCrop', crop })}
          onNudge={(dx, dy) => dispatch({ type: 'nudge', dx, dy })}
          onUsePhoto={() => {
            if (state.source && state.crop && !state.busy) void makePhoto(state.source, state.crop)
          }}
          onBack={back}
        />
      )
      break
    case 'review':
      content = state.result && (
        <steps.StepReview
          result={state.result}
          findings={findings ?? undefined}
          playerName={player.player_name}
          onNotYou={onNotYou}
          upload={state.upload}
          error={state.error}
          onUpload={startUpload}
          onRetake={() => dispatch({ type: 'retake' })}
          onRecrop={() => dispatch({ type: 'recrop' })}
          onCancelUpload={upload.cancel}
          onKeepWaiting={upload.keepWaiting}
          uploadBlocked={consent.status !== 'ready'}
          consent={
            <ConsentCheck
              ref={consentBox}
              state={consent}
              agreed={agreed}
              missing={consentMissing && !agreed}
              onAgreedChange={(value) => {
                setAgreed(value)
                if (value) setConsentMissing(false)
              }}
            />
          }
        />
      )
      break
  }

  return (
    // data-face-check: the face check has answered for this picture (tests and the bench wait on it)
    <div className="flex flex-col gap-5" data-wizard-step={state.step} data-face-check={state.check ? 'done' : undefined}>
      <WizardSteps current={state.step} announce={state.navigated} />
      <FocusStepHeading.Provider value={state.navigated}>
        <StepBoundary
          key={state.step}
          onRetry={() => setSteps(createLazySteps())}
          fallback={(retry) => <StepLoadFailed onRetry={retry} onBack={back} />}
        >
          <Suspense fallback={<BusyNote>{t('common.loading')}</BusyNote>}>{content}</Suspense>
        </StepBoundary>
      </FocusStepHeading.Provider>
      <PhotoFileInput ref={fileInput} onFile={(file) => void openPicture(file, 'file')} />
    </div>
  )
}
