// One photo version in the versions dialog: its thumbnail (click for the full photo), who stored
// it and when, its size and review state; the current one is marked, any other can be restored.
import type { PhotoVersion } from '@/lib/api'
import { Button } from '@/components/button'
import { texts } from '../texts'
import { StatusBadge } from '../roster/status-badge'
import { formatWhen } from '@/lib/dates'
import { formatVersionSize } from './format-version'

type Props = {
  version: PhotoVersion
  /** a change for this player is running: restoring again waits */
  busy: boolean
  restoring: boolean
  onRestore: () => void
  onZoom: () => void
}

export function VersionItem({ version: v, busy, restoring, onRestore, onZoom }: Props) {
  const when = formatWhen(v.createdAt)
  const size = formatVersionSize(v.bytes)
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-xl p-3 ring-1 sm:flex-nowrap ${v.isCurrent ? 'bg-brand-50/60 ring-brand-600/30' : 'ring-slate-200'}`}
    >
      <button
        type="button"
        onClick={onZoom}
        aria-label={texts.viewVersion(when)}
        className="size-20 shrink-0 cursor-zoom-in overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img src={v.thumbSrc} alt="" loading="lazy" decoding="async" width={80} height={80} className="size-full object-cover" />
      </button>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-slate-900">{when}</span>
          {v.isCurrent && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{texts.versionCurrent}</span>
          )}
          {v.abandoned && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">{texts.versionNotFinished}</span>
          )}
        </p>
        <p className="text-slate-600">
          {texts.versionBy(texts.versionSource[v.source])}
          {size && <> · {size}</>}
        </p>
        <StatusBadge hasPhoto review={v} />
      </div>
      {!v.isCurrent && (
        <Button variant="secondary" size="sm" className="ml-auto" onClick={onRestore} disabled={busy} aria-label={texts.restoreLabel(when)}>
          {restoring ? texts.restoring : texts.restore}
        </Button>
      )}
    </li>
  )
}
