// Crop: a square on the upright preview. Loaded lazily with react-image-crop and its CSS.
//
// The crop lives in the wizard's state in upright SOURCE pixels (what processImage takes). To
// react-image-crop it is handed as a percentage of the image, and its percentage answers come back
// through fromPercentCrop: the preview's displayed size (and the screen's pixel ratio) cancel out,
// so a crop made on a 358 px wide preview of a 3000 × 4000 photo lands on the right source pixels.
import { useId, type KeyboardEvent } from 'react'
import ReactCrop, { type PercentCrop } from 'react-image-crop'
import 'react-image-crop/dist/ReactCrop.css'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { fromPercentCrop, isBelowMinimum, nudgeDeltaFor, screenNudgeToSource, toPercentCrop, type CropRect } from '@/lib/image/crop'
import { CropPreview } from './crop-preview'
import type { LoadedSource } from './image-types'
import { AlertIcon, Spinner } from '@/components/icons'
import { InlineError, StepHeading } from './step-parts'
import type { Busy } from './use-wizard-state'
import type { PlainKey } from './error-text'
import type { PhotoFinding } from '@/lib/face/framing'
import { PhotoFindings } from './photo-findings'

/** Smallest square, in CSS pixels, so its handles stay grabbable with a thumb. */
const MIN_CROP_CSS_PX = 48

type Props = {
  source: LoadedSource
  crop: CropRect
  /** the face check's warnings for this square (none until it answers) */
  findings?: readonly PhotoFinding[]
  busy: Busy
  error: PlainKey | null
  onCropChange: (crop: CropRect) => void
  onNudge: (dx: number, dy: number) => void
  onUsePhoto: () => void
  onBack: () => void
}

export function StepCrop({ source, crop, findings = [], busy, error, onCropChange, onNudge, onUsePhoto, onBack }: Props) {
  const { t } = useT()
  const helpId = useId()
  const processing = busy === 'processing'
  // Until the face check has placed it, no square is shown: one that jumped to the face a moment
  // later would make 'Use photo' give a different photo depending on when it was tapped.
  const locating = busy === 'locating'
  const percentCrop: PercentCrop | undefined = locating ? undefined : { unit: '%', ...toPercentCrop(crop, source) }

  // Arrow keys on the square move it by 1, 10 or 100 screen pixels (spec §2), the steps its
  // resize handles take too, handed on in source pixels so the crop stays exact (the wizard's
  // state is in source pixels; react-image-crop's own move would round through percentages).
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!(e.target instanceof HTMLElement) || !e.target.classList.contains('ReactCrop__crop-selection')) return
    const delta = nudgeDeltaFor(e)
    if (!delta) return
    e.preventDefault()
    e.stopPropagation()
    const previewWidth = e.target.closest('.ReactCrop')?.getBoundingClientRect().width ?? 0
    const move = screenNudgeToSource(delta, previewWidth, source.width)
    onNudge(move.dx, move.dy)
  }

  return (
    <div className="flex flex-col gap-4">
      <StepHeading help={t('wizard.crop.help')}>{t('wizard.crop.title')}</StepHeading>
      <p id={helpId} className="sr-only text-sm text-slate-600 sm:not-sr-only">
        {t('wizard.crop.keyboardHelp')}
      </p>

      <div className="flex justify-center rounded-2xl bg-slate-900 p-2" onKeyDownCapture={onKeyDownCapture}>
        <ReactCrop
          crop={percentCrop}
          // A still dashed border: the library's "marching ants" repaint the screen every frame for
          // as long as the crop step is open (and during 'Processing…'), which costs a phone
          // seconds of CPU for nothing.
          className="ReactCrop--no-animate"
          aspect={1}
          keepSelection
          ruleOfThirds
          minWidth={MIN_CROP_CSS_PX}
          disabled={processing || locating}
          onChange={(_, percent) => onCropChange(fromPercentCrop(percent, source))}
          ariaLabels={{
            cropArea: `${t('wizard.crop.areaLabel')}. ${t('wizard.crop.keyboardHelp')}`,
            // one name per handle: a screen reader must tell the four corners apart
            nwDragHandle: t('wizard.crop.handle.nw'),
            nDragHandle: t('wizard.crop.handle.n'),
            neDragHandle: t('wizard.crop.handle.ne'),
            eDragHandle: t('wizard.crop.handle.e'),
            seDragHandle: t('wizard.crop.handle.se'),
            sDragHandle: t('wizard.crop.handle.s'),
            swDragHandle: t('wizard.crop.handle.sw'),
            wDragHandle: t('wizard.crop.handle.w'),
          }}
        >
          <CropPreview source={source} alt={t('wizard.crop.imageAlt')} describedBy={helpId} />
        </ReactCrop>
      </div>

      {/* On phones 'Use photo' comes right under the picture (max-sm:order-*), then any note, then
          Back: so a 320 × 640 screen shows it without scrolling, small-crop warning or not. The
          face check's warnings come before the spec's size warning: they say what to change. */}
      {locating && (
        <p
          data-testid="locating-face"
          className="flex items-center justify-center gap-2 text-[0.9375rem] font-medium text-slate-700 max-sm:order-2"
        >
          <Spinner />
          {t('wizard.crop.locating')}
        </p>
      )}
      {!locating && <PhotoFindings findings={findings} className="max-sm:order-2" />}
      {!locating && isBelowMinimum(crop.width) && (
        <p
          role="status"
          className="flex gap-2 rounded-xl bg-amber-50 p-3 text-[0.9375rem] leading-snug text-amber-900 ring-1 ring-amber-200 max-sm:order-2"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>{t('wizard.crop.tooSmall', { width: crop.width, height: crop.height })}</span>
        </p>
      )}
      {error && (
        <div className="max-sm:order-2">
          <InlineError>{t(error)}</InlineError>
        </div>
      )}
      <p role="status" className="sr-only">
        {processing ? t('wizard.processing') : locating ? t('wizard.crop.locating') : ''}
      </p>

      <div className="contents sm:flex sm:flex-row sm:justify-between sm:gap-2">
        <Button size="lg" variant="secondary" onClick={onBack} disabled={processing} className="max-sm:order-3">
          {t('common.back')}
        </Button>
        <Button
          size="lg"
          className="max-sm:order-1 sm:min-w-48"
          onClick={onUsePhoto}
          disabled={processing || locating}
          aria-busy={processing || locating}
        >
          {processing ? (
            <>
              <Spinner />
              {t('wizard.processing')}
            </>
          ) : (
            t('wizard.usePhoto')
          )}
        </Button>
      </div>
    </div>
  )
}
