import { ProgressBar } from '@/components/progress-bar'
import type { DashboardTotals } from './team-progress'

const number = new Intl.NumberFormat('en')

/** 'Overall Progress', the four tiles of spec §2, and the review counts beside them. */
export function SummaryTiles({ totals }: { totals: DashboardTotals }) {
  const tiles = [
    { label: 'Total Teams', value: totals.teams, hint: null },
    { label: 'Complete', value: totals.complete, hint: `of ${number.format(totals.teams)} teams` },
    { label: 'Photos', value: totals.photos, hint: 'uploaded' },
    { label: 'Players', value: totals.players, hint: 'on the rosters' },
    {
      label: 'Needs review',
      value: totals.needsReview,
      hint: totals.retake > 0 ? `${number.format(totals.retake)} retake requested` : 'photos to check',
    },
    { label: 'Approved', value: totals.approved, hint: `of ${number.format(totals.photos)} photos` },
  ]
  return (
    <section aria-label="Summary" className="space-y-4">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold text-slate-900">Overall Progress</h2>
          <p className="whitespace-nowrap text-slate-600 tabular-nums">
            <span className="text-sm">
              {number.format(totals.photos)} of {number.format(totals.players)} photos
            </span>
            <span data-testid="overall-percentage" className="ml-3 text-2xl font-semibold text-slate-900">
              {totals.percent}%
            </span>
          </p>
        </div>
        <ProgressBar percent={totals.percent} label="Overall Progress" tone="brand" className="mt-3 h-3" />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-500">{t.label}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-semibold text-slate-900 tabular-nums">{number.format(t.value)}</span>
              {t.hint && <span className="text-sm text-slate-500">{t.hint}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
