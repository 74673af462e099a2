import type { Tournament } from '@/config/tournaments'

type Props = { tournament: Tournament; team: string; code: string }

export function TeamUploadPage({ tournament, team }: Props) {
  return (
    <main className="p-6">
      <p>{tournament.displayName}</p>
      <h1 className="text-2xl font-bold">{team}</h1>
    </main>
  )
}
