// One leftover file: select box, thumbnail (opens it large), kind, whose it was, when, how big;
// for a version whose player is still on a roster, the current photo beside it and Restore.
import { useId } from 'react'
import type { LeftoverFile } from '@/lib/api'
import { Button } from '@/components/button'
import { ImageIcon } from '@/components/icons'
import { formatWhen } from '@/lib/dates'
import { describeLeftover, formatMegabytes } from './leftover-kinds'
import { KIND_LABELS } from './texts'

const KIND_TONE: Record<LeftoverFile['kind'], string> = {
  replaced: 'bg-sky-50 text-sky-800 ring-sky-200',
  deleted: 'bg-orange-50 text-orange-900 ring-orange-200',
  'removed-player': 'bg-violet-50 text-violet-800 ring-violet-200',
  abandoned: 'bg-amber-50 text-amber-900 ring-amber-200',
  unrecorded: 'bg-slate-100 text-slate-700 ring-slate-300',
  'no-row': 'bg-rose-50 text-rose-800 ring-rose-200',
}

/** Small buttons on a desktop, a 44 px touch target on a phone. */
export const PHONE_TOUCH = 'max-sm:min-h-11'

type Props = {
  file: LeftoverFile
  selected: boolean
  onSelect: (selected: boolean) => void
  onView: () => void
  onRestore: () => void
  restoring: boolean
  onPurge: () => void
  busy: boolean
}

export function LeftoverItem({ file: f, selected, onSelect, onView, onRestore, restoring, onPurge, busy }: Props) {
  const titleId = useId()
  const who = describeLeftover(f)
  return (
    <article
      aria-labelledby={titleId}
      data-testid="leftover-file"
      className={`flex h-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ${selected ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
    >
      <div className="flex gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${KIND_LABELS[f.kind].toLowerCase()} file of ${who}, ${formatWhen(f.createdAt)}`}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <button
          type="button"
          onClick={onView}
          aria-label={`View larger: ${who}`}
          className="size-20 shrink-0 cursor-zoom-in overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <img src={f.thumbSrc} alt="" loading="lazy" className="size-full object-cover" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap gap-1.5">
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${KIND_TONE[f.kind]}`}>
              {KIND_LABELS[f.kind]}
            </span>
            {f.beyondRetention && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200 ring-inset">
                Older version
              </span>
            )}
          </p>
          {/* Focusable from script: where focus goes when the file before it was purged. */}
          <h3
            id={titleId}
            tabIndex={-1}
            data-leftover-title
            className="mt-1 rounded font-semibold break-words text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {f.playerName ?? <span className="font-mono text-sm font-normal break-all">{f.path}</span>}
          </h3>
          {f.team && <p className="text-sm break-words text-slate-600">{f.team}</p>}
          <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
            <time dateTime={f.createdAt}>{formatWhen(f.createdAt)}</time> · {formatMegabytes(f.bytes)}
          </p>
        </div>
      </div>
      {f.restorable && <CurrentPhoto file={f} />}
      <div className="mt-auto flex flex-wrap justify-end gap-2">
        {f.restorable && (
          <Button variant="secondary" size="sm" className={PHONE_TOUCH} onClick={onRestore} disabled={restoring || busy}>
            {restoring ? 'Restoring…' : 'Restore as current'}
          </Button>
        )}
        <Button variant="ghost-danger" size="sm" className={PHONE_TOUCH} onClick={onPurge} disabled={busy}>
          Purge
        </Button>
      </div>
    </article>
  )
}

/** What a restore replaces: the player's photo now (or that there is none). */
function CurrentPhoto({ file: f }: { file: LeftoverFile }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-2 text-sm text-slate-600 ring-1 ring-slate-200">
      {f.currentThumbSrc ? (
        <img
          src={f.currentThumbSrc}
          alt={`Current photo of ${f.playerName ?? ''}`}
          loading="lazy"
          className="size-12 rounded-md object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="flex size-12 items-center justify-center rounded-md bg-white text-slate-400 ring-1 ring-slate-200">
          <ImageIcon className="size-5" />
        </span>
      )}
      <span>{f.currentThumbSrc ? 'Current photo (a restore replaces it)' : 'No current photo'}</span>
    </div>
  )
}
