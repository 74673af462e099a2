// Review: the exact photo that will be uploaded, the player's name, and Upload / Retake / Re-crop.
// After a failed upload the photo stays here, so pressing Upload again is all it takes.
// The event's consent box (when it asks for one) sits right above Upload.
import type { ReactNode } from 'react'
import { Button } from '@/components/button'
import { ProgressBar } from '@/components/progress-bar'
import { useT } from '@/i18n'
import type { ProcessedResult } from './image-types'
import { AlertIcon, CheckIcon, Spinner, UploadIcon } from '@/components/icons'
import { InlineError, StepHeading } from './step-parts'
import type { UploadNotice, UploadState } from './use-wizard-state'
import type { PlainKey } from './error-text'
import type { PhotoFinding } from '@/lib/face/framing'
import { PhotoFindings } from './photo-findings'

/** The notice's first line; all three go on with the same "keep waiting or cancel" line. */
const NOTICE_TITLES: Record<UploadNotice, PlainKey> = {
  slow: 'wizard.slow.title',
  retrying: 'wizard.retryingAfterError',
  offline: 'wizard.offlineWaiting',
}

const ANNOUNCE_STEP_PERCENT = 25

type Props = {
  result: ProcessedResult
  /** the face check's warnings for the square this photo was cut from */
  findings?: readonly PhotoFinding[]
  playerName: string
  /** 'Not you?': back to the list to pick one's own name (the first pending name is pre-selected) */
  onNotYou?: () => void
  upload: UploadState
  error: PlainKey | null
  onUpload: () => void
  onRetake: () => void
  onRecrop: () => void
  /** the consent box, or what stands for it while it loads */
  consent?: ReactNode
  /** the consent is not known yet: Upload can't run */
  uploadBlocked?: boolean
  /** the slow-network notice's buttons (use-photo-upload.ts) */
  onCancelUpload?: () => void
  onKeepWaiting?: () => void
}

export function StepReview({
  result,
  findings = [],
  playerName,
  onNotYou,
  upload,
  error,
  onUpload,
  onRetake,
  onRecrop,
  consent,
  uploadBlocked = false,
  onCancelUpload,
  onKeepWaiting,
}: Props) {
  const { t } = useT()
  const busy = upload.status === 'uploading' || upload.status === 'done'
  const percent = upload.status === 'uploading' ? upload.percent : upload.status === 'done' ? 100 : 0
  const statusText =
    upload.status === 'uploading'
      ? upload.retrying
        ? t('wizard.retrying')
        : t('wizard.uploading', { percent })
      : upload.status === 'done'
        ? t('wizard.uploadDone')
        : ''
  const notice = upload.status === 'uploading' ? upload.notice : null
  const noticeText = notice ? `${t(NOTICE_TITLES[notice])} ${t('wizard.slow.message')}` : ''

  return (
    <div className="flex flex-col gap-4">
      <StepHeading help={t('wizard.review.help')}>{t('wizard.review.title')}</StepHeading>

      {/* Whose photo this is, large and first: the page pre-selects the first pending player, so a
          player who skipped 'Select your name' would otherwise upload as a teammate. */}
      <div className="rounded-xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100" data-testid="review-whose">
        <p className="text-sm font-medium text-slate-700">{t('wizard.review.whose')}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <p className="min-w-0 text-2xl leading-tight font-bold [overflow-wrap:anywhere] text-slate-900">{playerName}</p>
          {onNotYou && (
            <Button variant="link" className="-mr-2 shrink-0" onClick={onNotYou} disabled={busy}>
              {t('wizard.review.notYou')}
            </Button>
          )}
        </div>
      </div>

      <figure className="flex flex-col items-center gap-2">
        <img
          src={result.previewUrl}
          alt={t('wizard.review.alt', { name: playerName })}
          width={result.side}
          height={result.side}
          // at most 16rem, less on short screens (less still above warnings): Upload, under the
          // name, the warnings and the consent box, stays in view at 320 × 640
          className={`aspect-square w-full ${findings.length > 0 ? 'max-w-[min(16rem,20dvh)]' : 'max-w-[min(16rem,26dvh)]'} rounded-2xl bg-slate-200 object-cover shadow-sm ring-1 ring-slate-200`}
        />
      </figure>

      {busy && (
        <div className="flex flex-col gap-2">
          <ProgressBar percent={percent} label={t('wizard.upload')} tone={upload.status === 'done' ? 'green' : 'brand'} />
          {/* aria-hidden: screen readers get the quieter status below and the progressbar's value */}
          <p
            aria-hidden
            data-testid="upload-status"
            className={`flex items-center justify-center gap-2 text-[0.9375rem] font-medium ${
              upload.status === 'uploading' && upload.retrying ? 'text-amber-800' : 'text-slate-700'
            }`}
          >
            {upload.status === 'done' ? <CheckIcon className="size-5 text-emerald-600" /> : <Spinner />}
            {statusText}
          </p>
        </div>
      )}
      {notice && (
        // Said as soon as the network misbehaves, not after the retries ran out.
        <div data-testid="upload-notice" className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="flex gap-2 text-[0.9375rem] leading-snug font-semibold text-amber-950">
            <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
            {t(NOTICE_TITLES[notice])}
          </p>
          <p className="mt-1 text-[0.9375rem] leading-snug text-amber-950">{t('wizard.slow.message')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" className="flex-auto" onClick={onKeepWaiting}>
              {t('wizard.slow.keepWaiting')}
            </Button>
            <Button variant="secondary" className="flex-auto" onClick={onCancelUpload}>
              {t('wizard.cancelUpload')}
            </Button>
          </div>
        </div>
      )}
      {/* For screen readers: every 200 ms tick would be too chatty, quarter steps are enough. */}
      <p role="status" className="sr-only">
        {notice
          ? noticeText
          : upload.status === 'uploading' && !upload.retrying
            ? t('wizard.uploading', { percent: Math.floor(percent / ANNOUNCE_STEP_PERCENT) * ANNOUNCE_STEP_PERCENT })
            : statusText}
      </p>
      {error && <InlineError>{t(error)}</InlineError>}

      {/* The face check's warnings before Upload, Retake and Re-crop: read before the choice,
          not found under it. (Crop waited for the check, so they are here when this opens.) */}
      {!busy && <PhotoFindings findings={findings} />}
      {consent}
      <Button size="lg" className="min-h-14 text-[1.0625rem]" onClick={onUpload} disabled={busy || uploadBlocked} aria-busy={busy}>
        <UploadIcon />
        {t('wizard.upload')}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button size="lg" variant="secondary" onClick={onRetake} disabled={busy}>
          {t('wizard.retake')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onRecrop} disabled={busy}>
          {t('wizard.recrop')}
        </Button>
      </div>
    </div>
  )
}
