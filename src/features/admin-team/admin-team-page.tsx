import type { Tournament } from '@/config/tournaments'

type Props = { tournament: Tournament; teamCandidates: string[] }

export function AdminTeamPage({ tournament, teamCandidates }: Props) {
  return (
    <main className="p-6">
      <p>{tournament.displayName}</p>
      <h1 className="text-2xl font-bold">{teamCandidates[0]}</h1>
    </main>
  )
}
