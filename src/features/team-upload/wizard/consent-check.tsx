// The consent box on the Review step. The text is the organizer's, in Spanish when
// the page is, else in English. The whole text is the label, so one tap anywhere on it ticks it.
// Each player ticks it for their own photo: it is never remembered across players.
import { forwardRef, useId } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { consentText, type ConsentState } from '../consent-context'
import { BusyNote, InlineError } from './step-parts'

type Props = {
  state: ConsentState
  agreed: boolean
  onAgreedChange: (agreed: boolean) => void
  /** Upload was pressed without the tick */
  missing: boolean
}

export const ConsentCheck = forwardRef<HTMLInputElement, Props>(function ConsentCheck({ state, agreed, onAgreedChange, missing }, box) {
  const { t, lang } = useT()
  const errorId = useId()

  if (state.status === 'loading') return <BusyNote>{t('consent.loading')}</BusyNote>
  if (state.status === 'error') {
    return (
      <div className="flex flex-col gap-2">
        <InlineError>{t('consent.loadFailed')}</InlineError>
        <Button variant="outline" onClick={state.reload}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )
  }
  if (!state.consent?.required) return null

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('consent.legend')}</legend>
      <label
        className={[
          'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition-colors',
          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
          agreed ? 'bg-brand-50 ring-brand-600' : missing ? 'bg-red-50 ring-red-300' : 'bg-slate-50 ring-slate-300',
        ].join(' ')}
      >
        <input
          ref={box}
          type="checkbox"
          checked={agreed}
          onChange={(e) => onAgreedChange(e.target.checked)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
        />
        <span className="text-[0.9375rem] leading-snug [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">
          {consentText(state.consent, lang)}
        </span>
      </label>
      {missing && (
        <div id={errorId}>
          <InlineError>{t('wizard.consentRequired')}</InlineError>
        </div>
      )}
    </fieldset>
  )
})
