import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { TOURNAMENTS, type Tournament } from '@/config/tournaments'
import { paths } from '@/config/paths'
import { Button } from '@/components/button'
import { useMutation } from '@/lib/api'

type Props = { tournament: Tournament; onLogout: () => Promise<void>; /** e.g. when the numbers were last loaded */ status?: ReactNode }

export function DashboardHeader({ tournament, onLogout, status }: Props) {
  const navigate = useNavigate()
  const logout = useMutation(onLogout)
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="mt-0.5 text-sm text-slate-500">
            {tournament.displayName} · Photo Management
          </p>
          {status}
        </div>
        <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto">
          <label htmlFor="event-switcher" className="text-sm font-medium text-slate-600">
            Event
          </label>
          <select
            id="event-switcher"
            value={tournament.slug}
            onChange={(e) => navigate(paths.adminDashboard.href(e.target.value))}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 sm:flex-none text-[15px] text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          >
            {TOURNAMENTS.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.displayName}
              </option>
            ))}
          </select>
          <Button variant="secondary" disabled={logout.busy} onClick={() => void logout.mutate()}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  )
}
