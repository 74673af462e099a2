// What an export is doing: its progress with Cancel, then what it wrote and who was left out.
import { Button } from '@/components/button'
import { ProgressBar } from '@/components/progress-bar'
import type { ExportState } from './use-event-export'
import { SKIP_LABELS, texts } from './texts'

export function ExportStatus({ state, onCancel, onDismiss }: { state: ExportState; onCancel: () => void; onDismiss: () => void }) {
  if (state.status === 'running') {
    const p = state.progress
    const percent = p && p.total ? Math.round((p.done / p.total) * 100) : 0
    return (
      <div className="space-y-2" data-testid="export-status">
        <ProgressBar percent={percent} label={`Export of ${state.destination.name}`} tone="green" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700 tabular-nums">
            {p ? texts.exporting(p.done, p.total, p.bytes) : texts.preparing}
          </p>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {texts.cancelExport}
          </Button>
        </div>
      </div>
    )
  }
  if (state.status === 'cancelled') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3" data-testid="export-status">
        <p role="status" className="text-sm text-slate-700">
          {texts.cancelled}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {texts.close}
        </Button>
      </div>
    )
  }
  if (state.status !== 'done') return null
  const { summary } = state
  return (
    <div className="space-y-2" data-testid="export-status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-green-800">
          {texts.done(summary.written, summary.bytes, state.fileName)}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {texts.close}
        </Button>
      </div>
      {summary.skipped.length > 0 && (
        <details className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <summary className="cursor-pointer font-medium">{texts.skippedHeading(summary.skipped.length)}</summary>
          <ul className="mt-2 space-y-1" data-testid="export-skipped">
            {summary.skipped.map((s) => (
              <li key={s.player.id}>
                <span className="font-medium">{s.player.player_name}</span> ({s.player.team}): {SKIP_LABELS[s.reason]}
                {s.detail ? ` (${s.detail})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
