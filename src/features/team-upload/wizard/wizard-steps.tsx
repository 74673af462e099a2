// Select · Capture · Crop · Review (spec §2). The current step carries aria-current="step", and a
// polite live region says "Step 2 of 4: Capture" when it changes, for players who can't see it.
import { useT } from '@/i18n'
import { CheckIcon } from '@/components/icons'
import { WIZARD_STEPS, stepIndex, type WizardStep } from './wizard-step-list'
import type { PlainKey } from './error-text'

const LABEL: Record<WizardStep, PlainKey> = {
  select: 'wizard.step.select',
  capture: 'wizard.step.capture',
  crop: 'wizard.step.crop',
  review: 'wizard.step.review',
}

/** Every step before the current one is done: a chosen file is the picture Capture asks for, so
 *  Capture ticks for it as for the camera (an unticked step left behind read as unfinished). */
export function WizardSteps({ current, announce }: { current: WizardStep; announce: boolean }) {
  const { t } = useT()
  const currentIndex = stepIndex(current)
  return (
    <>
      {/* flex-wrap, each step at least its longest word wide: with the phone's text at 200 % the
          steps take two rows instead of running into each other */}
      <ol aria-label={t('wizard.steps.label')} className="flex flex-wrap gap-1">
        {WIZARD_STEPS.map((step, i) => {
          const state = i === currentIndex ? 'current' : i > currentIndex ? 'todo' : 'done'
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="flex flex-1 flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden
                className={`flex size-7 items-center justify-center rounded-full text-sm font-bold ${
                  state === 'current'
                    ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                    : state === 'done'
                      ? 'bg-emerald-600 text-white'
                      : 'bg-slate-200 text-slate-600'
                }`}
              >
                {state === 'done' ? <CheckIcon /> : i + 1}
              </span>
              <span className={`text-[0.8125rem] leading-tight ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
                {t(LABEL[step])}
                {state === 'done' && <span className="sr-only"> {t('wizard.stepDone')}</span>}
              </span>
            </li>
          )
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announce ? t('wizard.stepProgress', { current: currentIndex + 1, total: WIZARD_STEPS.length, step: t(LABEL[current]) }) : ''}
      </p>
    </>
  )
}
