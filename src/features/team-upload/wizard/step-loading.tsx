// What the wizard and its launcher (wizard-launcher.tsx) share: the hidden file picker and the
// note shown when a step's code could not be fetched.
import type { ChangeEvent, RefObject } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { FILE_ACCEPT } from './file-accept'
import { InlineError } from './step-parts'

/** The picker the Choose photo button opens (click() inside the tap: browsers allow no other). */
export function PhotoFileInput({ ref, onFile }: { ref: RefObject<HTMLInputElement | null>; onFile: (file: File) => void }) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = '' // choosing the same file again must fire change again
    if (file) onFile(file)
  }
  return (
    <input
      ref={ref}
      type="file"
      accept={FILE_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      data-testid="photo-file-input"
      onChange={onChange}
    />
  )
}

export function StepLoadFailed({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-3">
      <InlineError>{t('wizard.loadFailed')}</InlineError>
      <Button size="lg" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
      <Button size="lg" variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
    </div>
  )
}
