import type { TeamSummary } from '@/lib/api'
import { TeamCard } from './team-card'

type Props = { teams: TeamSummary[]; eventCode: string; onCopyLink: (team: TeamSummary) => void }

export function TeamGrid({ teams, eventCode, onCopyLink }: Props) {
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
        <li key={t.name} className="grid min-w-0">
          <TeamCard team={t} eventCode={eventCode} onCopyLink={onCopyLink} />
        </li>
      ))}
    </ul>
  )
}
