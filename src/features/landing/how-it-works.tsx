import { useT, type MessageKey } from '@/i18n'

const STEPS: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: 'landing.step1.title', text: 'landing.step1.text' },
  { title: 'landing.step2.title', text: 'landing.step2.text' },
  { title: 'landing.step3.title', text: 'landing.step3.text' },
]

/** The spec's three steps; the third states the limits (JPEG/PNG, max 5MB). */
export function HowItWorks() {
  const { t } = useT()
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-xl font-bold text-slate-900">
        {t('landing.howItWorks')}
      </h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex min-w-0 gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-col md:gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {i + 1}
            </span>
            {/* min-w-0 and overflow-wrap: a long word at 200 % text breaks instead of leaving the card */}
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <h3 className="font-semibold text-slate-900">{t(step.title as 'landing.step1.title')}</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-slate-600">{t(step.text as 'landing.step1.text')}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
