// The landing page (spec §2 'Landing page'): what this portal is, the active tournaments (the
// open events, from the database), how a player gets a photo in, and who to contact without a link.
import { useOpenEvents } from '@/lib/api'
import { useT } from '@/i18n'
import { Button } from '@/components/button'
import { Spinner } from '@/components/icons'
import { HowItWorks } from './how-it-works'
import { InfoIcon } from '@/components/icons'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import { EventCard } from './event-card'

export function LandingPage() {
  const { t } = useT()
  const events = useOpenEvents()
  // © year of the events shown (spec §1: 2025 for the 2025 tournaments); none open: this year
  const years = events.status === 'success' ? events.data.map((e) => Number(e.startDate.slice(0, 4))).filter((y) => y > 0) : []
  const copyrightYear = events.status === 'loading' ? null : years.length > 0 ? Math.max(...years) : new Date().getFullYear()
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <LandingHeader defaultEventCode={events.status === 'success' ? events.data[0]?.code : undefined} />
      <main className="flex-1">
        <div className="bg-brand-900 text-white">
          <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-20">
            <h1 className="max-w-2xl text-[1.75rem] leading-tight font-bold text-balance break-words hyphens-auto sm:text-4xl">
              {t('landing.title')}
            </h1>
            <p className="mt-3 max-w-xl text-[1.0625rem] leading-relaxed text-brand-100">{t('landing.subtitle')}</p>
          </div>
        </div>

        <div className="mx-auto -mt-10 flex max-w-5xl flex-col gap-10 px-4 pb-12 sm:px-6">
          <section aria-labelledby="tournaments-heading">
            <h2 id="tournaments-heading" className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {t('landing.activeTournaments')}
            </h2>
            {/* As tall as one tournament card (278 px on wide screens, 320–371 px on phones), so the page below
                doesn't jump when the events arrive: Lighthouse measured a layout shift of 0.34. */}
            {events.status === 'loading' && (
              <p
                role="status"
                className="flex min-h-80 items-center justify-center gap-3 rounded-2xl bg-white p-5 text-[0.9375rem] text-slate-600 shadow-sm ring-1 ring-slate-200 sm:min-h-70"
              >
                <Spinner className="size-5 text-brand-700" />
                {t('landing.loadingEvents')}
              </p>
            )}
            {events.status === 'error' && (
              <div
                role="alert"
                className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 text-[0.9375rem] text-slate-700 shadow-sm ring-1 ring-slate-200"
              >
                <p>{t('landing.eventsFailed')}</p>
                <Button variant="outline" onClick={() => void events.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              </div>
            )}
            {events.status === 'success' && events.data.length === 0 && (
              <p className="rounded-2xl bg-white p-5 text-[0.9375rem] text-slate-700 shadow-sm ring-1 ring-slate-200">
                {t('landing.noEvents')}
              </p>
            )}
            {events.status === 'success' && events.data.length > 0 && (
              <ul className="grid gap-4 sm:grid-cols-2">
                {events.data.map((event) => (
                  <li key={event.code}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <HowItWorks />

          <p className="flex gap-3 rounded-2xl bg-brand-50 p-5 text-[0.9375rem] leading-relaxed text-brand-900 ring-1 ring-brand-100">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {t('landing.noLink')}
          </p>
        </div>
      </main>
      <LandingFooter year={copyrightYear} />
    </div>
  )
}
