import { Button } from '@/components/button'

export function DashboardLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-600">
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
      <span className="text-sm">Loading teams…</span>
    </div>
  )
}

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{message}</p>
      <p className="mt-2 text-sm text-slate-600">Check your connection and try again.</p>
      <Button className="mt-5" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

/** A new event: no team yet. Says how to start instead of 'no teams found'. */
export function NoTeamsYet({ onAddTeam, onImportRoster }: { onAddTeam: () => void; onImportRoster: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="font-semibold text-slate-900">No teams yet</p>
      <p className="mt-1 text-sm text-slate-600">Set up this event: add the teams one by one or import a roster CSV.</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onAddTeam}>
          Add Team
        </Button>
        <Button onClick={onImportRoster}>Import Roster</Button>
      </div>
    </div>
  )
}
