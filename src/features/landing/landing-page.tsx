// The landing page (spec §2 'Landing page'): what this portal is, the active tournaments, how a
// player gets a photo in, and who to contact without a link.
import { TOURNAMENTS } from '@/config/tournaments'
import { useT } from '@/i18n'
import { HowItWorks } from './how-it-works'
import { InfoIcon } from '@/components/icons'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import { TournamentCard } from './tournament-card'

export function LandingPage() {
  const { t } = useT()
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <LandingHeader />
      <main className="flex-1">
        <div className="bg-brand-900 text-white">
          <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-20">
            <h1 className="max-w-2xl text-[28px] leading-tight font-bold text-balance sm:text-4xl">{t('landing.title')}</h1>
            <p className="mt-3 max-w-xl text-[17px] leading-relaxed text-brand-100">{t('landing.subtitle')}</p>
          </div>
        </div>

        <div className="mx-auto -mt-10 flex max-w-5xl flex-col gap-10 px-4 pb-12 sm:px-6">
          <section aria-labelledby="tournaments-heading">
            <h2 id="tournaments-heading" className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {t('landing.activeTournaments')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {TOURNAMENTS.map((tournament) => (
                <li key={tournament.slug}>
                  <TournamentCard tournament={tournament} />
                </li>
              ))}
            </ul>
          </section>

          <HowItWorks />

          <p className="flex gap-3 rounded-2xl bg-brand-50 p-5 text-[15px] leading-relaxed text-brand-900 ring-1 ring-brand-100">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {t('landing.noLink')}
          </p>
        </div>
      </main>
      <LandingFooter />
    </div>
  )
}
