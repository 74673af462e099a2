// Select: take a photo or choose one. 'Choose photo' is always there: in-app browsers (WhatsApp,
// Instagram) often have no camera access, and many players already have a good photo.
import { useId } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { CameraIcon, ImageIcon } from '@/components/icons'
import { BusyNote, InlineError, StepHeading } from './step-parts'
import type { Busy } from './use-wizard-state'
import type { PlainKey } from './error-text'

const HINTS: readonly PlainKey[] = ['wizard.hint.maxSize', 'wizard.hint.minResolution', 'wizard.hint.clearFace', 'wizard.hint.formats']

type Props = {
  busy: Busy
  error: PlainKey | null
  onTakePhoto: () => void
  onChoosePhoto: () => void
  /** warms the crop (and camera) code while the player is still picking */
  onIntent: (what: 'camera' | 'file') => void
}

export function StepSelect({ busy, error, onTakePhoto, onChoosePhoto, onIntent }: Props) {
  const { t } = useT()
  const hintsId = useId()
  const disabled = busy !== null
  return (
    // @container: below 15.5rem (a narrow phone with its text at 150–200 %) the two buttons and the
    // hints stack; in rem, so it follows the text size, not the screen alone.
    <div className="@container flex flex-col gap-4">
      <StepHeading help={t('wizard.select.help')}>{t('wizard.select.title')}</StepHeading>
      <div className="grid grid-cols-2 gap-3 @max-[15.5rem]:grid-cols-1">
        <Button
          size="lg"
          className="min-h-24 flex-col text-[1.0625rem]"
          onClick={onTakePhoto}
          onPointerEnter={() => onIntent('camera')}
          onFocus={() => onIntent('camera')}
          disabled={disabled}
        >
          <CameraIcon className="size-8" />
          {t('wizard.takePhoto')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="min-h-24 flex-col text-[1.0625rem]"
          onClick={onChoosePhoto}
          onPointerEnter={() => onIntent('file')}
          onFocus={() => onIntent('file')}
          disabled={disabled}
        >
          <ImageIcon className="size-8" />
          {t('wizard.choosePhoto')}
        </Button>
      </div>
      {busy === 'converting' && <BusyNote>{t('wizard.converting')}</BusyNote>}
      {busy === 'preparing' && <BusyNote>{t('wizard.processing')}</BusyNote>}
      {error && <InlineError>{t(error)}</InlineError>}
      <section aria-labelledby={hintsId} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
        <h4 id={hintsId} className="text-sm font-semibold break-words text-slate-700">
          {t('wizard.hints.title')}
        </h4>
        <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm [overflow-wrap:anywhere] text-slate-700 @max-[15.5rem]:grid-cols-1">
          {HINTS.map((key) => (
            <li key={key} className="flex min-w-0 items-center gap-1.5">
              <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-brand-500" />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
