// Acting on many files at once: pick the older versions (what a routine purge frees) or every
// file shown, then purge the selection.
import { Button } from '@/components/button'
import { formatMegabytes, plural } from './leftover-kinds'
import { PHONE_TOUCH } from './leftover-item'

type Props = {
  selectedCount: number
  selectedBytes: number
  olderCount: number
  shownCount: number
  onSelectOlder: () => void
  onSelectShown: () => void
  onClear: () => void
  onPurge: () => void
  busy: boolean
}

export function SelectionBar(p: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <Button
        variant="secondary"
        size="sm"
        className={PHONE_TOUCH}
        onClick={p.onSelectOlder}
        disabled={p.olderCount === 0}
        title="Versions older than a player's five newest, never approved"
      >
        Select older versions
      </Button>
      <Button variant="secondary" size="sm" className={PHONE_TOUCH} onClick={p.onSelectShown} disabled={p.shownCount === 0}>
        Select all shown
      </Button>
      {p.selectedCount > 0 && (
        <Button variant="ghost" size="sm" className={PHONE_TOUCH} onClick={p.onClear}>
          Clear selection
        </Button>
      )}
      <p aria-live="polite" className="text-sm text-slate-600 tabular-nums sm:ml-auto">
        {p.selectedCount > 0
          ? `${plural(p.selectedCount, 'file', 'files')} selected · ${formatMegabytes(p.selectedBytes)}`
          : p.olderCount > 0
            ? `${plural(p.olderCount, 'older version', 'older versions')} to purge`
            : 'No file selected'}
      </p>
      <Button variant="danger" size="sm" className={PHONE_TOUCH} onClick={p.onPurge} disabled={p.selectedCount === 0 || p.busy}>
        Purge selected
      </Button>
    </div>
  )
}
