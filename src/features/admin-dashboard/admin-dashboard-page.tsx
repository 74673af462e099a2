import type { Tournament } from '@/config/tournaments'

type Props = { tournament: Tournament; onLogout: () => Promise<void> }

export function AdminDashboardPage({ tournament, onLogout }: Props) {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
      <p>{tournament.displayName} · Photo Management</p>
      <button type="button" onClick={() => void onLogout()}>Logout</button>
    </main>
  )
}
