// 'Overwritten and leftover files': every file of an event that is not a player's
// current photo, by kind, with preview, restore-as-current and purge (one, a selection, or the
// older versions). Nothing here is ever deleted without a confirmation stating what it frees.
import { useMemo, useRef, useState } from 'react'
import { listLeftoverFiles, queryKeys, useQuery, type LeftoverFile, type EventInfo } from '@/lib/api'
import {
  countByKind,
  filterByKind,
  formatMegabytes,
  keepPresent,
  leftoverKey,
  olderVersionKeys,
  plural,
  totalBytes,
  type KindFilter,
} from './leftover-kinds'
import { KindFilterTabs } from './kind-filter'
import { KIND_HINTS, KIND_LABELS } from './texts'
import { LeftoverItem } from './leftover-item'
import { LeftoversEmpty, LeftoversError, LeftoversLoading, NoneOfKind } from './leftover-states'
import { LEFTOVERS_HEADING_ID, LeftoversHeader } from './leftovers-header'
import { PhotoDialog } from './photo-dialog'
import { PurgeDialog } from './purge-dialog'
import { SelectionBar } from './selection-bar'
import { useLeftoverActions } from './use-leftover-actions'

type Props = { event: EventInfo }

/** Switching events starts from a clean slate. */
export function AdminLeftoversPage(props: Props) {
  return <Leftovers key={props.event.code} {...props} />
}

function Leftovers({ event }: Props) {
  const eventName = event.name
  const list = useQuery(queryKeys.leftoverFiles(eventName), (signal) => listLeftoverFiles(eventName, signal), {
    errorToastId: 'load-leftovers-error',
  })
  const [kind, setKind] = useState<KindFilter>('all')
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set())
  const [viewingKey, setViewingKey] = useState<string | null>(null)
  const [purgeAsk, setPurgeAsk] = useState<readonly LeftoverFile[] | null>(null)
  const { restoring, purging } = useLeftoverActions(eventName, () => {
    setPurgeAsk(null)
    setSelection(new Set())
  })

  const files = list.status === 'success' ? list.data : null
  const counts = useMemo(() => countByKind(files ?? []), [files])
  const shown = useMemo(() => filterByKind(files ?? [], kind), [files, kind])
  // A file gone after a reload is no longer selected.
  const selected = useMemo(() => keepPresent(selection, files ?? []), [selection, files])
  const selectedFiles = useMemo(() => (files ?? []).filter((f) => selected.has(leftoverKey(f))), [files, selected])
  const older = useMemo(() => olderVersionKeys(files ?? []), [files])
  const viewing = (viewingKey && files?.find((f) => leftoverKey(f) === viewingKey)) || null

  // After a purge the button that asked is gone (or disabled): focus goes to the next file still
  // listed (or the one before), else the page's heading, never back to the top of the page.
  const focusAfterPurge = useRef<string | null>(null)
  const purge = (fs: readonly LeftoverFile[]) => {
    const gone = new Set(fs.map(leftoverKey))
    const at = shown.findIndex((f) => gone.has(leftoverKey(f)))
    const stays = (f: LeftoverFile) => !gone.has(leftoverKey(f))
    const next = shown.slice(Math.max(at, 0)).find(stays) ?? shown.slice(0, Math.max(at, 0)).findLast(stays)
    focusAfterPurge.current = next ? leftoverKey(next) : ''
    void purging.mutate(fs)
  }
  const focusOnClose = () => {
    const key = focusAfterPurge.current
    focusAfterPurge.current = null
    if (key === null) return null
    const item = key ? document.querySelector(`[data-leftover-key="${CSS.escape(key)}"] [data-leftover-title]`) : null
    return item instanceof HTMLElement ? item : document.getElementById(LEFTOVERS_HEADING_ID)
  }

  const toggle = (f: LeftoverFile, on: boolean) =>
    setSelection((s) => {
      const next = new Set(s)
      if (on) next.add(leftoverKey(f))
      else next.delete(leftoverKey(f))
      return next
    })

  const summary = files ? `${plural(files.length, 'file', 'files')} · ${formatMegabytes(totalBytes(files))}` : null

  return (
    <div className="min-h-dvh bg-slate-50">
      <LeftoversHeader event={event} summary={summary} />
      <main className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
        <p className="max-w-3xl text-sm text-slate-600">
          Every photo ever stored stays here until you purge it. <strong className="font-medium text-slate-800">Restore as current</strong>{' '}
          puts an earlier photo back as the player&rsquo;s photo; <strong className="font-medium text-slate-800">Purge</strong> deletes a
          file for good and frees its space.
        </p>
        {list.status === 'loading' && <LeftoversLoading />}
        {list.status === 'error' && <LeftoversError onRetry={() => void list.refetch()} />}
        {files && files.length === 0 && <LeftoversEmpty />}
        {files && files.length > 0 && (
          <>
            <KindFilterTabs value={kind} counts={counts} onChange={setKind} />
            {kind !== 'all' && <p className="-mt-2 text-sm text-slate-500">{KIND_HINTS[kind]}</p>}
            <SelectionBar
              selectedCount={selectedFiles.length}
              selectedBytes={totalBytes(selectedFiles)}
              olderCount={older.size}
              shownCount={shown.length}
              onSelectOlder={() => setSelection(new Set([...selected, ...older]))}
              onSelectShown={() => setSelection(new Set([...selected, ...shown.map(leftoverKey)]))}
              onClear={() => setSelection(new Set())}
              onPurge={() => setPurgeAsk(selectedFiles)}
              busy={purging.busy}
            />
            {/* The files' names are h3: the outline needs this level between them and the page's h1. */}
            <h2 className="sr-only">Files</h2>
            {shown.length === 0 ? (
              <NoneOfKind label={kind === 'all' ? 'All' : KIND_LABELS[kind]} />
            ) : (
              <ul aria-label="Leftover files" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                {shown.map((f) => (
                  <li key={leftoverKey(f)} data-leftover-key={leftoverKey(f)} className="min-w-0">
                    <LeftoverItem
                      file={f}
                      selected={selected.has(leftoverKey(f))}
                      onSelect={(on) => toggle(f, on)}
                      onView={() => setViewingKey(leftoverKey(f))}
                      onRestore={() => void restoring.mutate(f)}
                      restoring={restoring.pending.has(leftoverKey(f))}
                      onPurge={() => setPurgeAsk([f])}
                      busy={purging.busy}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </main>
      <PhotoDialog
        file={viewing}
        onClose={() => setViewingKey(null)}
        onRestore={(f) => {
          setViewingKey(null)
          void restoring.mutate(f)
        }}
        restoring={viewing ? restoring.pending.has(leftoverKey(viewing)) : false}
      />
      <PurgeDialog
        files={purgeAsk}
        onCancel={() => {
          focusAfterPurge.current = null
          setPurgeAsk(null)
        }}
        onConfirm={purge}
        busy={purging.busy}
        focusOnClose={focusOnClose}
      />
    </div>
  )
}
