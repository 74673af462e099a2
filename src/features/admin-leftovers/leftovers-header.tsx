import type { EventInfo } from '@/lib/api'
import { paths } from '@/config/paths'
import { SubpageHeader } from '@/components/subpage-header'

/** Where focus goes when the last file shown was purged. */
export const LEFTOVERS_HEADING_ID = 'leftovers-heading'

export function LeftoversHeader({ event, summary }: { event: EventInfo; summary: string | null }) {
  return (
    <SubpageHeader
      backHref={paths.adminDashboard.href(event.code)}
      eventName={event.displayName}
      heading="Overwritten and leftover files"
      headingId={LEFTOVERS_HEADING_ID}
    >
      {summary && (
        <p data-testid="leftover-summary" className="mt-0.5 text-sm text-slate-600 tabular-nums">
          {summary}
        </p>
      )}
    </SubpageHeader>
  )
}
