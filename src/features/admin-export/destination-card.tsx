// One destination: what it writes, its first file names, and its export for all or some teams.
import { useMemo, useState } from 'react'
import type { ExportDestination, ExportPlayer } from '@/lib/api'
import { Button } from '@/components/button'
import { heightFor } from './destination-form'
import { ExportStatus } from './export-status'
import { planExport } from './plan-export'
import { texts } from './texts'
import type { ExportState } from './use-event-export'

type Props = {
  destination: ExportDestination
  eventName: string
  players: readonly ExportPlayer[]
  teams: readonly string[]
  /** this destination's export, when it is the one running or just done */
  exportState: ExportState | null
  /** another destination's export is running */
  busy: boolean
  onExport: (teams: readonly string[] | null) => void
  onCancel: () => void
  onDismiss: () => void
  onEdit: () => void
  onDelete: () => void
}

export function DestinationCard({
  destination,
  eventName,
  players,
  teams,
  exportState,
  busy,
  onExport,
  onCancel,
  onDismiss,
  onEdit,
  onDelete,
}: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null)
  const all = chosen === null
  // planned only when what it is made of changes: the card renders again for every photo an
  // export writes, and planning every player each time made the page's garbage grow with the event.
  // Only the count and the first names are kept: a plan per card held for the page's life would be
  // one more copy of the roster beside the one the export reads afresh.
  const plan = useMemo(() => {
    const full = planExport(eventName, chosen === null ? players : players.filter((p) => chosen.has(p.team)), destination)
    return full && { count: full.files.length, preview: full.files.slice(0, 3).map((f) => ({ id: f.player.id, path: f.path })) }
  }, [eventName, players, chosen, destination])
  const count = plan?.count ?? 0
  const headingId = `destination-${destination.id}`
  const toggle = (team: string, on: boolean) => {
    const next = new Set(chosen ?? teams)
    if (on) next.add(team)
    else next.delete(team)
    setChosen(next.size === teams.length ? null : next)
  }
  const running = exportState?.status === 'running'

  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {destination.name}
          </h3>
          <p className="text-sm text-slate-600">{texts.summary(destination, heightFor(destination.shape, destination.width))}</p>
          <p className="mt-1 font-mono text-sm break-all text-slate-700">{destination.template}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} disabled={running} aria-label={`${texts.edit} ${destination.name}`}>
            {texts.edit}
          </Button>
          <Button variant="ghost-danger" size="sm" onClick={onDelete} disabled={running} aria-label={`${texts.delete} ${destination.name}`}>
            {texts.delete}
          </Button>
        </div>
      </div>
      {plan && plan.count > 0 && (
        <ul aria-label={`${texts.preview} for ${destination.name}`} className="space-y-0.5 font-mono text-sm break-all text-slate-600">
          {plan.preview.map((f) => (
            <li key={f.id}>{f.path}</li>
          ))}
        </ul>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{texts.teamsLegend}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={all}
              onChange={(e) => setChosen(e.target.checked ? null : new Set())}
              disabled={running}
            />
            {texts.allTeams}
          </label>
          {teams.map((team) => (
            <label key={team} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={all || chosen.has(team)}
                onChange={(e) => toggle(team, e.target.checked)}
                disabled={running}
              />
              {team}
            </label>
          ))}
        </div>
      </fieldset>
      {exportState && exportState.status !== 'idle' ? (
        <ExportStatus state={exportState} onCancel={onCancel} onDismiss={onDismiss} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => onExport(all ? null : [...chosen])} disabled={busy || count === 0}>
            {texts.exportButton(count)}
          </Button>
          {count === 0 && <p className="text-sm text-slate-600">{texts.nothingToExport}</p>}
        </div>
      )}
    </article>
  )
}
