import type { TeamSummary } from '@/lib/api'
import { TeamCard } from './team-card'
import { useStableCallback } from './use-stable-callback'

const noRemind = () => {}

type Props = {
  teams: TeamSummary[]
  eventCode: string
  onCopyLink: (team: TeamSummary) => void
  /** 'Remind your team': offered while the event takes photos */
  onRemind?: (team: TeamSummary) => void
}

export function TeamGrid({ teams, eventCode, onCopyLink, onRemind }: Props) {
  // Stable for the memoised cards: a keystroke in the search re-renders only the cards that change.
  const copyLink = useStableCallback(onCopyLink)
  const remind = useStableCallback(onRemind ?? noRemind)
  if (teams.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
        No teams found matching your criteria
      </p>
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {teams.map((t) => (
        // content-visibility: the browser lays out and paints only the cards near the screen;
        // with 200 teams the rest cost nothing on a keystroke in the search. On the card itself
        // (*:), not the item: its paint containment would clip the card's ring and shadow.
        <li key={t.name} className="grid min-w-0 *:[contain-intrinsic-size:auto_15rem] *:[content-visibility:auto]">
          <TeamCard team={t} eventCode={eventCode} onCopyLink={copyLink} onRemind={onRemind ? remind : undefined} />
        </li>
      ))}
    </ul>
  )
}
