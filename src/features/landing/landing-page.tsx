import { TOURNAMENTS } from '@/config/tournaments'
import { useT } from '@/i18n'

export function LandingPage() {
  const { t } = useT()
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{t('landing.title')}</h1>
      <h2 className="mt-6 text-lg font-semibold">{t('landing.activeTournaments')}</h2>
      <ul>
        {TOURNAMENTS.map((tour) => (
          <li key={tour.slug}>
            {tour.displayName} · {tour.location}
          </li>
        ))}
      </ul>
    </main>
  )
}
