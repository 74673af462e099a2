// The wizard as the team page first shows it: the Select step, drawn by this small file, while the
// wizard itself (its state machine, the picture and upload glue, Review, consent) is fetched only
// when the player shows they are about to use it (a finger or pointer on a button, focus) or taps.
// The page a player waits for then carries none of it. The tap is never lost: the file picker opens
// from the tap itself (browsers only allow that inside the gesture), and the chosen file or the
// camera request is handed to the wizard once its code is in.
import { lazy, Suspense, useRef, useState } from 'react'
import { useT } from '@/i18n'
import { preloadUpload } from '@/lib/api'
import { preloadToasts } from '@/components/app-toaster'
import { importWithRetry, preloadStep } from './lazy-steps'
import type { PhotoWizardProps, WizardStart } from './photo-wizard'
import { StepBoundary } from './step-boundary'
import { PhotoFileInput, StepLoadFailed } from './step-loading'
import { BusyNote } from './step-parts'
import { StepSelect } from './step-select'
import { WizardSteps } from './wizard-steps'

// The upload's code and the toasts' come with the wizard's, so a connection lost after the photo
// is made finds them in.
const loadWizard = () => {
  preloadUpload()
  preloadToasts()
  return import('./photo-wizard')
}
const lazyWizard = () => lazy(() => importWithRetry(loadWizard).then((m) => ({ default: m.PhotoWizard })))

function preloadWizard(what: 'camera' | 'crop') {
  loadWizard().catch(() => undefined) // only a head start: the lazy import retries and reports
  preloadStep(what)
}

export function WizardLauncher(props: PhotoWizardProps) {
  const { t } = useT()
  const [start, setStart] = useState<WizardStart | null>(null)
  const [Wizard, setWizard] = useState(lazyWizard)
  const fileInput = useRef<HTMLInputElement>(null)

  if (start) {
    return (
      <StepBoundary
        onRetry={() => setWizard(lazyWizard)}
        fallback={(retry) => <StepLoadFailed onRetry={retry} onBack={() => setStart(null)} />}
      >
        <Suspense fallback={<BusyNote>{t('common.loading')}</BusyNote>}>
          <Wizard {...props} start={start} />
        </Suspense>
      </StepBoundary>
    )
  }

  return (
    <div className="flex flex-col gap-5" data-wizard-step="select">
      <WizardSteps current="select" announce={false} />
      <StepSelect
        busy={null}
        error={null}
        onTakePhoto={() => {
          preloadWizard('camera')
          setStart({ kind: 'camera' })
        }}
        onChoosePhoto={() => {
          preloadWizard('crop') // download the wizard and the crop step while the player browses their photos
          fileInput.current?.click()
        }}
        onIntent={(what) => preloadWizard(what === 'camera' ? 'camera' : 'crop')}
      />
      <PhotoFileInput ref={fileInput} onFile={(file) => setStart({ kind: 'file', file })} />
    </div>
  )
}
