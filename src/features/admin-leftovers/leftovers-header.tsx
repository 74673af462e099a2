import type { Tournament } from '@/lib/api'
import { paths } from '@/config/paths'
import { SubpageHeader } from '@/components/subpage-header'

/** Where focus goes when the last file shown was purged. */
export const LEFTOVERS_HEADING_ID = 'leftovers-heading'

export function LeftoversHeader({ tournament, summary }: { tournament: Tournament; summary: string | null }) {
  return (
    <SubpageHeader backHref={paths.adminDashboard.href(tournament.slug)} eventName={tournament.displayName} heading="Overwritten and leftover files" headingId={LEFTOVERS_HEADING_ID}>
      {summary && (
        <p data-testid="leftover-summary" className="mt-0.5 text-sm text-slate-600 tabular-nums">
          {summary}
        </p>
      )}
    </SubpageHeader>
  )
}
