import type { Tournament } from '@/config/tournaments'
import { formatDateRange, useT } from '@/i18n'
import { CalendarIcon, LockIcon, MapPinIcon, TrophyIcon } from '@/components/icons'
import { tournamentName } from '@/i18n/tournament-name'

/** One 'Active Tournaments' card: name, location, dates in the reader's language, link hint. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t, lang } = useT()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-brand-700 via-brand-500 to-emerald-500" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <TrophyIcon />
          </span>
          <div className="min-w-0">
            <h3 className="text-lg leading-snug font-bold text-slate-900">{tournamentName(t, tournament)}</h3>
            <p className="mt-0.5 text-sm font-medium text-slate-500">{tournament.shortName}</p>
          </div>
        </div>
        <dl className="mt-4 flex flex-col gap-2 text-[15px] text-slate-700">
          <div className="flex items-center gap-2.5">
            <dt>
              <MapPinIcon className="size-5 text-slate-500" />
              <span className="sr-only">{t('landing.locationLabel')}</span>
            </dt>
            <dd>{tournament.location}</dd>
          </div>
          <div className="flex items-center gap-2.5">
            <dt>
              <CalendarIcon className="size-5 text-slate-500" />
              <span className="sr-only">{t('landing.datesLabel')}</span>
            </dt>
            <dd>{formatDateRange(tournament.startDate, tournament.endDate, lang)}</dd>
          </div>
        </dl>
        <p className="mt-4 flex gap-2.5 rounded-xl bg-slate-50 p-3 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200">
          <LockIcon className="mt-0.5 size-4.5 shrink-0 text-brand-700" />
          {t('landing.tournamentCardHint')}
        </p>
      </div>
    </article>
  )
}
