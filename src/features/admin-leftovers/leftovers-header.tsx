import { Link } from 'react-router-dom'
import type { Tournament } from '@/lib/api'
import { paths } from '@/config/paths'
import { ArrowLeftIcon } from '@/components/icons'

/** Where focus goes when the last file shown was purged. */
export const LEFTOVERS_HEADING_ID = 'leftovers-heading'

export function LeftoversHeader({ tournament, summary }: { tournament: Tournament; summary: string | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-4 sm:px-6">
        <Link
          to={paths.adminDashboard.href(tournament.slug)}
          aria-label="Back to dashboard"
          title="Back to dashboard"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <ArrowLeftIcon />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-500">{tournament.displayName}</p>
          <h1 id={LEFTOVERS_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none sm:text-2xl">
            Overwritten and leftover files
          </h1>
          {summary && (
            <p data-testid="leftover-summary" className="mt-0.5 text-sm text-slate-600 tabular-nums">
              {summary}
            </p>
          )}
        </div>
      </div>
    </header>
  )
}
